import java.io.*;
import java.util.*;

public class Main {
    // streets[j] = {u, v, w}, two-way, junctions 1..n. Return n times: the shortest time from junction 1 to
    // junction k (k = 1..n), or -1 when junction k cannot be reached.
    static long[] depotTimes(int n, int[][] streets) {
        // TODO: write your solution here
        long[] times = new long[n];
        Arrays.fill(times, -1);
        return times;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        int[][] streets = new int[m][3];
        for (int j = 0; j < m; j++)
            for (int t = 0; t < 3; t++) {
                in.nextToken();
                streets[j][t] = (int) in.nval;
            }
        StringBuilder sb = new StringBuilder();
        for (long t : depotTimes(n, streets)) sb.append(t).append('\n');
        System.out.print(sb);
    }
}
