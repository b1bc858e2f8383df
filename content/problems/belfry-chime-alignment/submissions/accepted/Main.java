import java.io.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    static long power(long b, long e) {
        long r = 1;
        b %= MOD;
        while (e > 0) {
            if ((e & 1) == 1) r = r * b % MOD;
            b = b * b % MOD;
            e >>= 1;
        }
        return r;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        int[] p = new int[n];
        int top = 1;
        for (int i = 0; i < n; i++) { in.nextToken(); p[i] = (int) in.nval; top = Math.max(top, p[i]); }
        int[] spf = new int[top + 1];
        for (int i = 2; i <= top; i++)
            if (spf[i] == 0)
                for (int j = i; j <= top; j += i)
                    if (spf[j] == 0) spf[j] = i;
        int[] best = new int[top + 1];
        for (int x : p) {
            while (x > 1) {
                int q = spf[x], e = 0;
                while (x % q == 0) { x /= q; e++; }
                best[q] = Math.max(best[q], e);
            }
        }
        long answer = 1;
        for (int q = 2; q <= top; q++)
            if (best[q] > 0) answer = answer * power(q, best[q]) % MOD;
        System.out.println(answer);
    }
}
