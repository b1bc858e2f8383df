import java.io.*;
import java.util.*;

public class Main {
    // Return the smallest starting fuel s >= 0 that keeps every level non-negative.
    static long minimumStartFuel(long[] legs) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] legs = new long[n];
        for (int i = 0; i < n; i++) legs[i] = Long.parseLong(st.nextToken());
        System.out.println(minimumStartFuel(legs));
    }
}
