import java.io.*;
import java.util.*;

public class Main {
    static final long MOD = 1_000_000_007L;

    // trees[i] = {r, c}. Returns the number of south/east routes from (1, 1) to (rows, cols) avoiding trees, mod 10^9+7.
    static long countRoutes(int rows, int cols, int[][] trees) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int rows = (int) in.nval;
        in.nextToken(); int cols = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[][] trees = new int[k][2];
        for (int i = 0; i < k; i++) {
            in.nextToken(); trees[i][0] = (int) in.nval;
            in.nextToken(); trees[i][1] = (int) in.nval;
        }
        System.out.println(countRoutes(rows, cols, trees));
    }
}
