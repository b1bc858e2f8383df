import java.io.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // Returns the first t > 0 divisible by every period, modulo 10^9 + 7.
    static long nextAlignment(int[] periods) {
        // TODO: write your solution here
        return 1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        int[] periods = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); periods[i] = (int) in.nval; }
        System.out.println(nextAlignment(periods));
    }
}
