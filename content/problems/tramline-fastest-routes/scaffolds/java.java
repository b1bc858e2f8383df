import java.io.*;
import java.util.*;

public class Main {
    // tracks[i] = {a, b, t}, two-way tracks. Return {smallest time from stop 1 to stop n, number of routes with that
    // time modulo 10^9 + 7}, or {-1, 0} when stop n cannot be reached.
    static long[] fastestRoutes(int n, int[][] tracks) {
        // TODO: write your solution here
        return new long[] {-1, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[][] tracks = new int[m][3];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < 3; j++) {
                in.nextToken();
                tracks[i][j] = (int) in.nval;
            }
        long[] r = fastestRoutes(n, tracks);
        System.out.println(r[0] + " " + r[1]);
    }
}
