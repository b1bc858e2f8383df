import java.io.*;

public class Main {
    // For each query {n, r}: the number of ways to pick r of n varieties, modulo 10^9 + 7.
    static long[] countBoxes(int[][] queries) {
        // TODO: write your solution here
        return new long[queries.length];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int q = (int) in.nval;
        int[][] queries = new int[q][2];
        for (int j = 0; j < q; j++) {
            in.nextToken(); queries[j][0] = (int) in.nval;
            in.nextToken(); queries[j][1] = (int) in.nval;
        }
        StringBuilder sb = new StringBuilder();
        for (long c : countBoxes(queries)) sb.append(c).append('\n');
        System.out.print(sb);
    }
}
