import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] p = new long[n];
        long total = 0;
        for (int i = 0; i < n; i++) {
            in.nextToken();
            p[i] = (long) in.nval;
            total += p[i];
        }
        long[] d = p.clone(); // best (mover - other) on stretches of the current length
        for (int len = 2; len <= n; len++)
            for (int i = 0; i + len <= n; i++) d[i] = Math.max(p[i] - d[i + 1], p[i + len - 1] - d[i]);
        System.out.println((total + d[0]) / 2);
    }
}
