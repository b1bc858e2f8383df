import java.io.*;
import java.util.*;

public class Main {
    // bookings[i] = {start, end} in minutes. Return {number of busy periods, total busy minutes}.
    static long[] busyPeriods(long[][] bookings) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] bookings = new long[n][2];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            bookings[i][0] = Long.parseLong(st.nextToken());
            bookings[i][1] = Long.parseLong(st.nextToken());
        }
        long[] answer = busyPeriods(bookings);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
