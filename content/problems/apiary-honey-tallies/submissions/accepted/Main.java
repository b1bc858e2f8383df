import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in), q = (int) readLong(in);
        // Segment tree (iterative, bottom-up): leaves at size + i, each inner node the sum of its two children.
        int size = 1;
        while (size < n) size <<= 1;
        long[] tree = new long[2 * size];
        for (int i = 0; i < n; i++) tree[size + i] = readLong(in);
        for (int v = size - 1; v >= 1; v--) tree[v] = tree[2 * v] + tree[2 * v + 1];
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < q; k++) {
            String op = readWord(in);
            int a = (int) readLong(in);
            long b = readLong(in);
            if (op.equals("set")) {
                int v = size + a - 1;
                tree[v] = b;
                for (v >>= 1; v >= 1; v >>= 1) tree[v] = tree[2 * v] + tree[2 * v + 1];
            } else {
                long total = 0;
                int lo = size + a - 1, hi = size + (int) b; // half-open [lo, hi)
                while (lo < hi) {
                    if ((lo & 1) == 1) total += tree[lo++];
                    if ((hi & 1) == 1) total += tree[--hi];
                    lo >>= 1;
                    hi >>= 1;
                }
                sb.append(total).append('\n');
            }
        }
        System.out.print(sb);
    }

    private static int skipBlanks(DataInputStream in) throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r') c = in.read();
        return c;
    }

    private static String readWord(DataInputStream in) throws IOException {
        StringBuilder w = new StringBuilder();
        for (int c = skipBlanks(in); c > ' '; c = in.read()) w.append((char) c);
        return w.toString();
    }

    private static long readLong(DataInputStream in) throws IOException {
        long v = 0;
        for (int c = skipBlanks(in); c >= '0' && c <= '9'; c = in.read()) v = v * 10 + (c - '0');
        return v;
    }
}
