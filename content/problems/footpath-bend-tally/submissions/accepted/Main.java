import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] x = new long[n], y = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            x[i] = (long) in.nval;
            in.nextToken();
            y[i] = (long) in.nval;
        }
        int left = 0, right = 0, straight = 0;
        for (int i = 1; i + 1 < n; i++) {
            long ux = x[i] - x[i - 1], uy = y[i] - y[i - 1];
            long vx = x[i + 1] - x[i], vy = y[i + 1] - y[i];
            // Both products lie in [-4e18, 4e18]; compare them instead of subtracting to stay inside a long.
            int cmp = Long.compare(ux * vy, uy * vx);
            if (cmp > 0) left++;
            else if (cmp < 0) right++;
            else straight++;
        }
        System.out.println(left + " " + right + " " + straight);
    }
}
