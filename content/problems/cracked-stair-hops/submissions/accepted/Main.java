import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        boolean[] cracked = new boolean[n + 1];
        for (int i = 0; i < k; i++) { in.nextToken(); cracked[(int) in.nval] = true; }
        final long MOD = 1_000_000_007L;
        long[] ways = new long[n + 1];
        ways[0] = 1;
        for (int i = 1; i <= n; i++) {
            if (cracked[i]) continue;
            long sum = 0;
            for (int h = 1; h <= 3 && h <= i; h++) sum += ways[i - h];
            ways[i] = sum % MOD;
        }
        System.out.println(ways[n]);
    }
}
