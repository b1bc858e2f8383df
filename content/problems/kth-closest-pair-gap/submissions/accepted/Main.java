import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); long k = (long) in.nval;
        int[] x = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); x[i] = (int) in.nval; }
        Arrays.sort(x);
        long lo = 0, hi = x[n - 1] - x[0];
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            long count = 0;
            int j = 0;
            for (int i = 0; i < n; i++) {
                j = Math.max(j, i + 1);
                while (j < n && x[j] - x[i] <= mid) j++;
                count += j - i - 1;
            }
            if (count >= k) hi = mid; else lo = mid + 1;
        }
        System.out.println(lo);
    }
}
