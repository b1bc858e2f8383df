import java.io.*;
import java.util.*;

public class Main {
    static int daysNeeded(int[] w, long cap) {
        int days = 1;
        long load = 0;
        for (int x : w) {
            if (load + x > cap) { days++; load = 0; }
            load += x;
        }
        return days;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int d = (int) in.nval;
        int[] w = new int[n];
        long lo = 0, hi = 0;
        for (int i = 0; i < n; i++) {
            in.nextToken(); w[i] = (int) in.nval;
            lo = Math.max(lo, w[i]);
            hi += w[i];
        }
        while (lo < hi) {
            long mid = (lo + hi) / 2;
            if (daysNeeded(w, mid) <= d) hi = mid; else lo = mid + 1;
        }
        System.out.println(lo);
    }
}
