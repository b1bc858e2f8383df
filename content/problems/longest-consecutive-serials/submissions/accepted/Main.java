import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        HashSet<Long> owned = new HashSet<>(2 * n);
        for (int i = 0; i < n; i++) owned.add(Long.parseLong(st.nextToken()));
        long bestLen = 0, bestStart = 0;
        for (long v : owned) {
            if (owned.contains(v - 1)) continue;
            long len = 1;
            while (owned.contains(v + len)) len++;
            if (len > bestLen || (len == bestLen && v < bestStart)) { bestLen = len; bestStart = v; }
        }
        System.out.println(bestLen + " " + bestStart);
    }
}
