import java.io.*;
import java.util.*;

public class Main {
    // t[i] = duration of job i + 1; rules[k] = {a, b} means job a before job b.
    // Returns the earliest hour all jobs are finished, or -1 if no schedule exists.
    static long earliestFinish(int n, long[] t, int[][] rules) {
        // TODO: write your solution here
        long total = 0;
        for (long x : t) total += x;
        return total;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        long[] t = new long[n];
        for (int i = 0; i < n; i++) { in.nextToken(); t[i] = (long) in.nval; }
        int[][] rules = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken(); rules[i][0] = (int) in.nval;
            in.nextToken(); rules[i][1] = (int) in.nval;
        }
        long answer = earliestFinish(n, t, rules);
        System.out.println(answer < 0 ? "IMPOSSIBLE" : Long.toString(answer));
    }
}
