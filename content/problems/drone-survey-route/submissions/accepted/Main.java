import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[][] c = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) { in.nextToken(); c[i][j] = (long) in.nval; }
        if (n == 1) { System.out.println(0); return; }
        int k = n - 1, full = (1 << k) - 1;
        final long INF = Long.MAX_VALUE / 4;
        long[][] best = new long[1 << k][k];
        for (long[] row : best) Arrays.fill(row, INF);
        for (int p = 0; p < k; p++) best[1 << p][p] = c[0][p + 1];
        for (int mask = 1; mask <= full; mask++)
            for (int p = 0; p < k; p++) {
                if (best[mask][p] >= INF) continue;
                for (int q = 0; q < k; q++) {
                    if ((mask >> q & 1) != 0) continue;
                    long nd = best[mask][p] + c[p + 1][q + 1];
                    if (nd < best[mask | 1 << q][q]) best[mask | 1 << q][q] = nd;
                }
            }
        long ans = INF;
        for (int p = 0; p < k; p++) ans = Math.min(ans, best[full][p] + c[p + 1][0]);
        System.out.println(ans);
    }
}
