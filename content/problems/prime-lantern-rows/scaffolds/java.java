import java.io.*;
import java.util.*;

public class Main {
    // For each query {lo, hi}, how many primes p satisfy lo <= p <= hi.
    static int[] countPrimes(int[][] queries) {
        // TODO: write your solution here
        return new int[queries.length];
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
        for (int c : countPrimes(queries)) sb.append(c).append('\n');
        System.out.print(sb);
    }
}
