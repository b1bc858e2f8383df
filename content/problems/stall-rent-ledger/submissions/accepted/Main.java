import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = (int) readLong(in), m = (int) readLong(in);
        long[] change = new long[n + 2];
        for (int j = 0; j < m; j++) {
            int l = (int) readLong(in), r = (int) readLong(in);
            long c = readLong(in);
            change[l] += c;
            change[r + 1] -= c;
        }
        long rent = 0, best = -1;
        int where = 1;
        for (int i = 1; i <= n; i++) {
            rent += change[i];
            if (rent > best) { best = rent; where = i; }
        }
        System.out.println(best + " " + where);
    }

    private static long readLong(DataInputStream in) throws IOException {
        int b = in.read();
        while (b != '-' && (b < '0' || b > '9')) b = in.read();
        boolean negative = b == '-';
        if (negative) b = in.read();
        long value = 0;
        while (b >= '0' && b <= '9') { value = value * 10 + (b - '0'); b = in.read(); }
        return negative ? -value : value;
    }
}
