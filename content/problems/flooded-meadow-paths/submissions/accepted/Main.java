import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;
    static long[] fact, inv;

    static long power(long b, long e) {
        long r = 1;
        b %= MOD;
        for (; e > 0; e >>= 1, b = b * b % MOD)
            if ((e & 1) == 1) r = r * b % MOD;
        return r;
    }

    static long walks(int dr, int dc) {
        return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int h = (int) in.nval;
        in.nextToken();
        int w = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[][] cells = new int[k + 1][];
        for (int i = 0; i < k; i++) {
            in.nextToken();
            int r = (int) in.nval;
            in.nextToken();
            cells[i] = new int[] {r, (int) in.nval};
        }
        cells[k] = new int[] {h, w}; // the stile is the last "puddle"
        Arrays.sort(cells, 0, k, (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        int top = h + w;
        fact = new long[top + 1];
        inv = new long[top + 1];
        fact[0] = 1;
        for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % MOD;
        inv[top] = power(fact[top], MOD - 2);
        for (int i = top; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        long[] f = new long[k + 1];
        for (int i = 0; i <= k; i++) {
            int r = cells[i][0], c = cells[i][1];
            long v = walks(r - 1, c - 1);
            for (int j = 0; j < i; j++)
                if (cells[j][0] <= r && cells[j][1] <= c) v = (v - f[j] * walks(r - cells[j][0], c - cells[j][1])) % MOD;
            f[i] = (v + MOD) % MOD;
        }
        System.out.println(f[k]);
    }
}
