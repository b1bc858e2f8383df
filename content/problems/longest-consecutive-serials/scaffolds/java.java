import java.io.*;
import java.util.*;

public class Main {
    // Return {length, first number} of the longest run of consecutive serials (smallest first number on ties).
    static long[] longestRun(long[] serials) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] serials = new long[n];
        for (int i = 0; i < n; i++) serials[i] = Long.parseLong(st.nextToken());
        long[] answer = longestRun(serials);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
