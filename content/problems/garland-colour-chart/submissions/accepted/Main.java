import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        long n = Long.parseLong(st.nextToken());
        long[][] chart = new long[k][k];
        for (int c = 0; c < k; c++) {
            String row = in.readLine().trim();
            for (int d = 0; d < k; d++) chart[c][d] = row.charAt(d) - '0';
        }
        // Vector form: ways[d] = garlands so far ending in colour d; one step is ways * chart, so n - 1 steps are
        // ways * chart^(n - 1), with the power taken by repeated squaring.
        long[] ways = new long[k];
        Arrays.fill(ways, 1);
        for (long e = n - 1; e > 0; e >>= 1) {
            if ((e & 1) == 1) ways = times(ways, chart);
            chart = multiply(chart, chart);
        }
        long total = 0;
        for (long w : ways) total = (total + w) % MOD;
        System.out.println(total);
    }

    static long[] times(long[] v, long[][] a) {
        int k = v.length;
        long[] out = new long[k];
        for (int m = 0; m < k; m++)
            for (int j = 0; j < k; j++) out[j] = (out[j] + v[m] * a[m][j]) % MOD;
        return out;
    }

    static long[][] multiply(long[][] a, long[][] b) {
        int k = a.length;
        long[][] out = new long[k][k];
        for (int i = 0; i < k; i++)
            for (int m = 0; m < k; m++)
                for (int j = 0; j < k; j++) out[i][j] = (out[i][j] + a[i][m] * b[m][j]) % MOD;
        return out;
    }
}
