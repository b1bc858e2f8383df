import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        // Event = time * 2 + (0 for an end, 1 for a start): one sort puts ends before starts at equal times.
        long[] events = new long[2 * n];
        for (int i = 0; i < n; i++) {
            in.nextToken(); long s = (long) in.nval;
            in.nextToken(); long e = (long) in.nval;
            events[2 * i] = s * 2 + 1;
            events[2 * i + 1] = e * 2;
        }
        Arrays.sort(events);
        int count = 0, best = 0;
        long when = 0;
        for (long ev : events) {
            count += (ev & 1) == 1 ? 1 : -1;
            if (count > best) { best = count; when = ev >> 1; }
        }
        System.out.println(best + " " + when);
    }
}
