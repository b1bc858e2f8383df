import java.io.*;

public class Main {
    // x[i], y[i]: post i. Returns {number of corner posts, twice the paddock's area}.
    static long[] paddock(long[] x, long[] y) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        long[] x = new long[n], y = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken(); x[i] = (long) in.nval;
            in.nextToken(); y[i] = (long) in.nval;
        }
        long[] answer = paddock(x, y);
        long twice = answer[1];
        System.out.println(answer[0] + "\n" + (twice / 2) + (twice % 2 == 1 ? ".5" : ".0"));
    }
}
