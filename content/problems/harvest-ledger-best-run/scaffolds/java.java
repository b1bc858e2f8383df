import java.io.*;
import java.util.*;

public class Main {
    // a: the day results. day[j] (1-based) becomes value[j] in correction j. Return, after each correction, the
    // largest total of a non-empty run of consecutive days.
    static long[] bestRuns(long[] a, int[] day, long[] value) {
        // TODO: write your solution here
        return new long[day.length];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        long[] a = new long[n];
        for (int i = 0; i < n; i++) { in.nextToken(); a[i] = (long) in.nval; }
        int[] day = new int[q];
        long[] value = new long[q];
        for (int j = 0; j < q; j++) {
            in.nextToken(); day[j] = (int) in.nval;
            in.nextToken(); value[j] = (long) in.nval;
        }
        StringBuilder sb = new StringBuilder();
        for (long b : bestRuns(a, day, value)) sb.append(b).append('\n');
        System.out.print(sb);
    }
}
