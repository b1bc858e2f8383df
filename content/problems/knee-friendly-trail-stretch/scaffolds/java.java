import java.io.*;
import java.util.*;

public class Main {
    // Return the largest number of consecutive segments whose ascents add up to at most limit.
    static int longestStretch(long limit, long[] ascents) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long limit = Long.parseLong(st.nextToken());
        long[] ascents = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) ascents[i] = Long.parseLong(st.nextToken());
        System.out.println(longestStretch(limit, ascents));
    }
}
