import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[][] bookings = new long[n][2];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            bookings[i][0] = Long.parseLong(st.nextToken());
            bookings[i][1] = Long.parseLong(st.nextToken());
        }
        Arrays.sort(bookings, (a, b) -> Long.compare(a[0], b[0]));
        long periods = 0, busy = 0, start = bookings[0][0], end = bookings[0][1];
        for (int i = 1; i < n; i++) {
            if (bookings[i][0] <= end) {
                end = Math.max(end, bookings[i][1]); // overlaps or touches the current period: extend it
            } else {
                periods++; // idle gap: close the current period
                busy += end - start;
                start = bookings[i][0];
                end = bookings[i][1];
            }
        }
        periods++;
        busy += end - start;
        System.out.println(periods + " " + busy);
    }
}
