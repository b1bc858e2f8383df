import java.io.*;
import java.util.*;

public class Main {
    // prices are sorted in non-decreasing order. Return the number of pairs i < j with prices[i] + prices[j] <= budget.
    static long countPairs(long budget, long[] prices) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long budget = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] prices = new long[n];
        for (int i = 0; i < n; i++) prices[i] = Long.parseLong(st.nextToken());
        System.out.println(countPairs(budget, prices));
    }
}
