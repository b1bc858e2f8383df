import java.io.*;
import java.util.*;

public class Main {
    // First index whose value is >= key (lower bound).
    static int firstAtLeast(int[] a, long key) {
        int lo = 0, hi = a.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (a[mid] < key) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int[] a = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); a[i] = (int) in.nval; }
        Arrays.sort(a);
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < q; j++) {
            in.nextToken(); int lo = (int) in.nval;
            in.nextToken(); int hi = (int) in.nval;
            sb.append(firstAtLeast(a, (long) hi + 1) - firstAtLeast(a, lo)).append('\n');
        }
        System.out.print(sb);
    }
}
