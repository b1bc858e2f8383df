import java.io.*;
import java.util.*;

public class Main {
    // Return the largest area (r - l + 1) * min(h[l..r]) over all contiguous groups of warehouses.
    static long largestBillboard(long[] heights) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] heights = new long[n];
        for (int i = 0; i < n; i++) heights[i] = Long.parseLong(st.nextToken());
        System.out.println(largestBillboard(heights));
    }
}
