import java.io.*;
import java.util.*;

public class Main {
    // Return the number of spans of consecutive hours whose total change is exactly k.
    static long countSpans(long k, long[] changes) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] changes = new long[n];
        for (int i = 0; i < n; i++) changes[i] = Long.parseLong(st.nextToken());
        System.out.println(countSpans(k, changes));
    }
}
