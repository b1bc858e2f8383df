import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // n[i], k[i]: the questions. Return C(n, k) mod 10^9+7 for each (0 when k > n).
    static long[] answerAll(int[] n, int[] k) {
        // TODO: write your solution here
        return new long[n.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        int[] n = new int[q], k = new int[q];
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            n[i] = Integer.parseInt(st.nextToken());
            k[i] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (long a : answerAll(n, k)) out.append(a).append('\n');
        System.out.print(out);
    }
}
