import java.io.*;
import java.util.*;

public class Main {
    // Two moduli; a window's key packs both hashes into one long.
    static final long M1 = 1_000_000_007L, M2 = 998_244_353L, B1 = 131, B2 = 137;
    static int n;
    static long[] h1, h2, p1, p2;

    static long key(int i, int len) {
        long a = ((h1[i + len] - h1[i] * p1[len]) % M1 + M1) % M1;
        long b = ((h2[i + len] - h2[i] * p2[len]) % M2 + M2) % M2;
        return a * M2 + b;
    }

    // Smallest start of a window of this length that occurs again, or -1.
    static int earliestRepeat(int len) {
        HashMap<Long, Integer> count = new HashMap<>();
        long[] keys = new long[n - len + 1];
        for (int i = 0; i + len <= n; i++) {
            keys[i] = key(i, len);
            count.merge(keys[i], 1, Integer::sum);
        }
        for (int i = 0; i < keys.length; i++) if (count.get(keys[i]) > 1) return i;
        return -1;
    }

    public static void main(String[] args) throws IOException {
        String s = new BufferedReader(new InputStreamReader(System.in)).readLine().trim();
        n = s.length();
        h1 = new long[n + 1]; h2 = new long[n + 1]; p1 = new long[n + 1]; p2 = new long[n + 1];
        p1[0] = p2[0] = 1;
        for (int i = 0; i < n; i++) {
            h1[i + 1] = (h1[i] * B1 + s.charAt(i)) % M1;
            h2[i + 1] = (h2[i] * B2 + s.charAt(i)) % M2;
            p1[i + 1] = p1[i] * B1 % M1;
            p2[i + 1] = p2[i] * B2 % M2;
        }
        // A repeat of length L contains a repeat of every shorter length: binary search the largest L.
        int lo = 0, hi = n - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) / 2;
            if (earliestRepeat(mid) >= 0) lo = mid;
            else hi = mid - 1;
        }
        System.out.println(lo == 0 ? "0 0" : lo + " " + (earliestRepeat(lo) + 1));
    }
}
