import java.io.*;
import java.util.*;

public class Main {
    // Return the smallest total cost of splicing all pieces into one rope.
    static long cheapestSplicing(long[] lengths) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] lengths = new long[n];
        for (int i = 0; i < n; i++) lengths[i] = Long.parseLong(st.nextToken());
        System.out.println(cheapestSplicing(lengths));
    }
}
