import java.io.*;

public class Main {
    // x, y: the waypoints in walking order. Return {left, right, straight}.
    static long[] tallyBends(long[] x, long[] y) {
        // TODO: write your solution here
        return new long[] {0, 0, 0};
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
        long[] t = tallyBends(x, y);
        System.out.println(t[0] + " " + t[1] + " " + t[2]);
    }
}
