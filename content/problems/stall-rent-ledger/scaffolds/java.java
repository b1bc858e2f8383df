import java.io.*;
import java.util.*;

public class Main {
    // bookings[j] = {l, r, c}. Return {highest rent, smallest stall number with that rent}.
    static long[] busiestStall(int n, long[][] bookings) {
        // TODO: write your solution here
        return new long[] {0, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        long[][] bookings = new long[m][3];
        for (int j = 0; j < m; j++) {
            st = new StringTokenizer(in.readLine());
            for (int k = 0; k < 3; k++) bookings[j][k] = Long.parseLong(st.nextToken());
        }
        long[] answer = busiestStall(n, bookings);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
