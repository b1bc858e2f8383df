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
        in.nextToken();
        int q = (int) in.nval;
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < q; k++) {
            in.nextToken();
            long px = (long) in.nval;
            in.nextToken();
            long py = (long) in.nval;
            boolean inside = false, on = false;
            for (int i = 0; i < n && !on; i++) {
                int j = (i + 1) % n;
                long cross = (x[j] - x[i]) * (py - y[i]) - (y[j] - y[i]) * (px - x[i]);
                if (cross == 0 && Math.min(x[i], x[j]) <= px && px <= Math.max(x[i], x[j])
                        && Math.min(y[i], y[j]) <= py && py <= Math.max(y[i], y[j])) on = true;
                else if ((y[i] > py) != (y[j] > py) && (cross > 0) == (y[j] > y[i])) inside = !inside;
            }
            out.append(on ? "ON" : inside ? "IN" : "OUT").append('\n');
        }
        System.out.print(out);
    }
}
