import java.io.*;
import java.util.*;

public class Main {
    // roads[i] = {u, v, w}. Returns the minimum toll from town 1 to town n with one half-price road, or -1.
    static long cheapestTrip(int n, int[][] roads) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[][] roads = new int[m][3];
        for (int i = 0; i < m; i++)
            for (int k = 0; k < 3; k++) { in.nextToken(); roads[i][k] = (int) in.nval; }
        System.out.println(cheapestTrip(n, roads));
    }
}
