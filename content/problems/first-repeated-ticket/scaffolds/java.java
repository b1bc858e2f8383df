import java.io.*;
import java.util.*;

public class Main {
    // Return {ticket, 1-based index} of the earliest second scan, or null if no ticket repeats.
    static long[] firstRepeat(long[] tickets) {
        // TODO: write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] tickets = new long[n];
        for (int i = 0; i < n; i++) tickets[i] = Long.parseLong(st.nextToken());
        long[] answer = firstRepeat(tickets);
        System.out.println(answer == null ? "-1" : answer[0] + " " + answer[1]);
    }
}
