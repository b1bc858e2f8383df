import java.io.*;
import java.util.*;

public class Main {
    // routes[i] = {a, b, first, period, duration}. Return the earliest minute Nell reaches island n, or -1.
    static long earliestArrival(int n, long[][] routes) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        long[][] routes = new long[m][5];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            for (int k = 0; k < 5; k++) routes[i][k] = Long.parseLong(st.nextToken());
        }
        System.out.println(earliestArrival(n, routes));
    }
}
