import java.io.*;

public class Main {
    // t[i], d[i]: arrival minute and repair minutes of bike i + 1. Returns the bike numbers in repair order.
    static int[] repairOrder(long[] t, long[] d) {
        // TODO: write your solution here
        int[] order = new int[t.length];
        for (int i = 0; i < t.length; i++) order[i] = i + 1;
        return order;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        long[] t = new long[n], d = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken(); t[i] = (long) in.nval;
            in.nextToken(); d[i] = (long) in.nval;
        }
        int[] order = repairOrder(t, d);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < order.length; i++) sb.append(i > 0 ? " " : "").append(order[i]);
        System.out.println(sb);
    }
}
