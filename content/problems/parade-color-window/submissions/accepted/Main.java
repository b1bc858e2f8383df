import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] c = new long[n];
        HashSet<Long> all = new HashSet<>();
        for (int i = 0; i < n; i++) { c[i] = Long.parseLong(st.nextToken()); all.add(c[i]); }
        int total = all.size();
        HashMap<Long, Integer> inside = new HashMap<>(2 * n);
        int have = 0, bestLen = n + 1, bestStart = 0, l = 0;
        for (int r = 0; r < n; r++) {
            int k = inside.getOrDefault(c[r], 0);
            if (k == 0) have++;
            inside.put(c[r], k + 1);
            if (have < total) continue;
            while (inside.get(c[l]) > 1) { inside.put(c[l], inside.get(c[l]) - 1); l++; }
            if (r - l + 1 < bestLen) { bestLen = r - l + 1; bestStart = l; }
        }
        System.out.println(bestLen + " " + (bestStart + 1));
    }
}
