import java.io.*;

public class Main {
    // x, y: the corners in order. Return "IN", "ON" or "OUT" for the stake (px, py).
    static String locate(long[] x, long[] y, long px, long py) {
        // TODO: write your solution here
        return "OUT";
    }

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
            out.append(locate(x, y, px, py)).append('\n');
        }
        System.out.print(out);
    }
}
