import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in), q = (int) readLong(in);
        long[] prefix = new long[n + 1]; // prefix[i] = m_1 + ... + m_i
        for (int i = 1; i <= n; i++) prefix[i] = prefix[i - 1] + readLong(in);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            int l = (int) readLong(in), r = (int) readLong(in);
            out.append(prefix[r] - prefix[l - 1]).append('\n');
        }
        System.out.print(out);
    }

    static long readLong(DataInputStream in) throws IOException {
        int c = in.read();
        while (c == ' ' || c == '\n' || c == '\r') c = in.read();
        boolean negative = c == '-';
        if (negative) c = in.read();
        long value = 0;
        while (c >= '0' && c <= '9') {
            value = value * 10 + (c - '0');
            c = in.read();
        }
        return negative ? -value : value;
    }
}
