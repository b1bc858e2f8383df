import java.io.*;
import java.util.*;

public class Main {
    // Return the sum of the medians shown after each loaf (the lower middle weight for an even count).
    static long sumOfMedians(long[] weights) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] weights = new long[n];
        for (int i = 0; i < n; i++) weights[i] = Long.parseLong(st.nextToken());
        System.out.println(sumOfMedians(weights));
    }
}
