import java.io.*;
import java.util.*;

public class Main {
    // Return the best score of a clockwise visit of 1..k consecutive beds on the ring.
    static long bestVisit(int k, long[] beds) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] beds = new long[n];
        for (int i = 0; i < n; i++) beds[i] = Long.parseLong(st.nextToken());
        System.out.println(bestVisit(k, beds));
    }
}
