import java.io.*;
import java.util.*;

public class Main {
    static int n, full;
    static int[] freeMask;

    // Hives in rows r..n-1. cols: used columns; down / up: columns the earlier hives attack diagonally in row r.
    static long place(int r, int cols, int down, int up) {
        if (r == n) return 1;
        long total = 0;
        int options = freeMask[r] & ~(cols | down | up) & full;
        while (options != 0) {
            int bit = options & -options;
            options ^= bit;
            total += place(r + 1, cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1);
        }
        return total;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        n = Integer.parseInt(in.readLine().trim());
        full = (1 << n) - 1;
        freeMask = new int[n];
        for (int r = 0; r < n; r++) {
            String row = in.readLine().trim();
            for (int c = 0; c < n; c++)
                if (row.charAt(c) == '.') freeMask[r] |= 1 << c;
        }
        System.out.println(place(0, 0, 0, 0));
    }
}
