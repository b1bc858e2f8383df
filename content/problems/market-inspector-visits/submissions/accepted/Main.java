import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        long[] keys = new long[n]; // closing * 2^21 + opening, sorted = by closing minute
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long s = Long.parseLong(st.nextToken()), e = Long.parseLong(st.nextToken());
            keys[i] = (e << 21) | s;
        }
        Arrays.sort(keys);
        long lastVisit = -1;
        int visits = 0;
        for (long key : keys) {
            long s = key & ((1L << 21) - 1), e = key >> 21;
            if (s > lastVisit) { // not open at the last visit: visit as late as this stall allows
                lastVisit = e;
                visits++;
            }
        }
        System.out.println(visits);
    }
}
