import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // cracked: the cracked steps. Returns the number of ways from step 0 to step n, modulo 10^9+7.
    static long countWays(int n, int[] cracked) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[] cracked = new int[k];
        for (int i = 0; i < k; i++) { in.nextToken(); cracked[i] = (int) in.nval; }
        System.out.println(countWays(n, cracked));
    }
}
