import java.io.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // r[i], c[i]: the puddles. Return the number of right/down walks (1,1) -> (h,w) avoiding them, mod 10^9+7.
    static long cleanWalks(int h, int w, int[] r, int[] c) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int h = (int) in.nval;
        in.nextToken();
        int w = (int) in.nval;
        in.nextToken();
        int k = (int) in.nval;
        int[] r = new int[k], c = new int[k];
        for (int i = 0; i < k; i++) {
            in.nextToken();
            r[i] = (int) in.nval;
            in.nextToken();
            c[i] = (int) in.nval;
        }
        System.out.println(cleanWalks(h, w, r, c));
    }
}
