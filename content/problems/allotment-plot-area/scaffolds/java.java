import java.io.*;

public class Main {
    // x[i], y[i]: corner stake i in walking order. Returns twice the plot's area.
    static long twiceArea(long[] x, long[] y) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        long[] x = new long[n], y = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken(); x[i] = (long) in.nval;
            in.nextToken(); y[i] = (long) in.nval;
        }
        long twice = twiceArea(x, y);
        System.out.println((twice / 2) + (twice % 2 == 1 ? ".5" : ".0"));
    }
}
