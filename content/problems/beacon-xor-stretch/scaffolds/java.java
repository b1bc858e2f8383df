import java.io.*;
import java.util.*;

public class Main {
    // Return the largest XOR of a stretch of consecutive patterns.
    static long largestStretchXor(long[] patterns) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] patterns = new long[n];
        for (int i = 0; i < n; i++) patterns[i] = Long.parseLong(st.nextToken());
        System.out.println(largestStretchXor(patterns));
    }
}
