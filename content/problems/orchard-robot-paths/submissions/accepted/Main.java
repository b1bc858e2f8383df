import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;
    static long[] fact, inv;

    static long power(long b, long e) {
        long r = 1;
        b %= MOD;
        for (; e > 0; e >>= 1, b = b * b % MOD) if ((e & 1) == 1) r = r * b % MOD;
        return r;
    }

    static long routes(int dr, int dc) {
        return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int rows = (int) in.nval;
        in.nextToken(); int cols = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[][] pts = new int[k + 1][2];
        for (int i = 0; i < k; i++) {
            in.nextToken(); pts[i][0] = (int) in.nval;
            in.nextToken(); pts[i][1] = (int) in.nval;
        }
        pts[k][0] = rows;
        pts[k][1] = cols;
        Arrays.sort(pts, 0, k, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int n = rows + cols;
        fact = new long[n + 1];
        inv = new long[n + 1];
        fact[0] = 1;
        for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i % MOD;
        inv[n] = power(fact[n], MOD - 2);
        for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        long[] first = new long[k + 1];
        for (int i = 0; i <= k; i++) {
            long total = routes(pts[i][0] - 1, pts[i][1] - 1);
            for (int j = 0; j < i; j++)
                if (pts[j][0] <= pts[i][0] && pts[j][1] <= pts[i][1])
                    total = (total - first[j] * routes(pts[i][0] - pts[j][0], pts[i][1] - pts[j][1])) % MOD;
            first[i] = (total + MOD) % MOD;
        }
        System.out.println(first[k]);
    }
}
