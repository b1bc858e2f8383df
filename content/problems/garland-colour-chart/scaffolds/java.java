import java.io.*;
import java.util.*;

public class Main {
    // chart[c][d] is 1 when colour d may follow colour c (0-based). Return the number of garlands of n lanterns,
    // modulo 10^9 + 7.
    static long countGarlands(int[][] chart, long n) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        long n = Long.parseLong(st.nextToken());
        int[][] chart = new int[k][k];
        for (int c = 0; c < k; c++) {
            String row = in.readLine().trim();
            for (int d = 0; d < k; d++) chart[c][d] = row.charAt(d) - '0';
        }
        System.out.println(countGarlands(chart, n));
    }
}
