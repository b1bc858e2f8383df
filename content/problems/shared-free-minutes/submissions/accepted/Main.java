import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = next(in), m = next(in);
        long[] a = new long[2 * n], b = new long[2 * m];
        for (int i = 0; i < 2 * n; i++) a[i] = next(in);
        for (int i = 0; i < 2 * m; i++) b[i] = next(in);
        long pieces = 0, minutes = 0;
        int i = 0, j = 0;
        while (i < n && j < m) {
            long lo = Math.max(a[2 * i], b[2 * j]), hi = Math.min(a[2 * i + 1], b[2 * j + 1]);
            if (lo < hi) {
                pieces++;
                minutes += hi - lo;
            }
            if (a[2 * i + 1] < b[2 * j + 1]) i++; // the interval that ends first meets nothing later
            else j++;
        }
        System.out.println(pieces + " " + minutes);
    }

    private static int next(DataInputStream in) throws IOException {
        int c = in.read();
        while (c < '0') c = in.read();
        int x = 0;
        while (c >= '0') {
            x = x * 10 + (c - '0');
            c = in.read();
        }
        return x;
    }
}
