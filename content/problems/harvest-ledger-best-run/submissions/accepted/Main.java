import java.io.*;
import java.util.*;

public class Main {
    static final long NEG = Long.MIN_VALUE / 4; // padding leaves: they must not join a run
    static long[] tot, pre, suf, best;

    static void pull(int k) {
        int l = 2 * k, r = 2 * k + 1;
        tot[k] = tot[l] + tot[r];
        pre[k] = Math.max(pre[l], tot[l] + pre[r]);
        suf[k] = Math.max(suf[r], tot[r] + suf[l]);
        best[k] = Math.max(Math.max(best[l], best[r]), suf[l] + pre[r]);
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int size = 1;
        while (size < n) size *= 2;
        tot = new long[2 * size]; pre = new long[2 * size]; suf = new long[2 * size]; best = new long[2 * size];
        Arrays.fill(pre, NEG); Arrays.fill(suf, NEG); Arrays.fill(best, NEG);
        for (int i = 0; i < n; i++) {
            in.nextToken();
            long v = (long) in.nval;
            tot[size + i] = pre[size + i] = suf[size + i] = best[size + i] = v;
        }
        for (int k = size - 1; k >= 1; k--) pull(k);
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < q; j++) {
            in.nextToken(); int i = (int) in.nval;
            in.nextToken(); long x = (long) in.nval;
            int k = size + i - 1;
            tot[k] = pre[k] = suf[k] = best[k] = x;
            for (k /= 2; k >= 1; k /= 2) pull(k);
            sb.append(best[1]).append('\n');
        }
        System.out.print(sb);
    }
}
