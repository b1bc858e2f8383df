import java.io.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    static long power(long base, long e) {
        long result = 1;
        base %= MOD;
        for (; e > 0; e >>= 1) {
            if ((e & 1) == 1) result = result * base % MOD;
            base = base * base % MOD;
        }
        return result;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int q = (int) in.nval;
        int[] ns = new int[q], rs = new int[q];
        int top = 0;
        for (int j = 0; j < q; j++) {
            in.nextToken(); ns[j] = (int) in.nval;
            in.nextToken(); rs[j] = (int) in.nval;
            top = Math.max(top, ns[j]);
        }
        long[] fact = new long[top + 1], inv = new long[top + 1];
        fact[0] = 1;
        for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % MOD;
        inv[top] = power(fact[top], MOD - 2); // Fermat's little theorem
        for (int i = top; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < q; j++) sb.append(fact[ns[j]] * inv[rs[j]] % MOD * inv[ns[j] - rs[j]] % MOD).append('\n');
        System.out.print(sb);
    }
}
