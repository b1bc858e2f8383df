import java.io.*;
import java.util.*;

public class Main {
    // routes[j] = {a, b, c}, possible cables. Return the smallest total cost connecting all n hamlets, or -1 when the
    // routes cannot connect them all.
    static long cheapestNetwork(int n, int[][] routes) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[][] routes = new int[m][3];
        for (int j = 0; j < m; j++)
            for (int k = 0; k < 3; k++) {
                in.nextToken();
                routes[j][k] = (int) in.nval;
            }
        long cost = cheapestNetwork(n, routes);
        System.out.println(cost < 0 ? "IMPOSSIBLE" : String.valueOf(cost));
    }
}
