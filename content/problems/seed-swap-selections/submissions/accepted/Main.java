import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    static long power(long b, long e) {
        long r = 1;
        b %= MOD;
        for (; e > 0; e >>= 1, b = b * b % MOD)
            if ((e & 1) == 1) r = r * b % MOD;
        return r;
    }

    public static void main(String[] args) throws IOException {
        final int N = 1_000_000;
        long[] fact = new long[N + 1], inv = new long[N + 1];
        fact[0] = 1;
        for (int i = 1; i <= N; i++) fact[i] = fact[i - 1] * i % MOD;
        inv[N] = power(fact[N], MOD - 2); // Fermat's little theorem
        for (int i = N; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int t = 0; t < q; t++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
            long c = k > n ? 0 : fact[n] * inv[k] % MOD * inv[n - k] % MOD;
            out.append(c).append('\n');
        }
        System.out.print(out);
    }
}
