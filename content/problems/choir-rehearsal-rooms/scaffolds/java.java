import java.io.*;

public class Main {
    // s[i], e[i]: booking i, the half-open interval [s[i], e[i]). Returns {rooms, earliest minute of the peak}.
    static long[] roomsNeeded(long[] s, long[] e) {
        // TODO: write your solution here
        return new long[] {s.length, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        long[] s = new long[n], e = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken(); s[i] = (long) in.nval;
            in.nextToken(); e[i] = (long) in.nval;
        }
        long[] answer = roomsNeeded(s, e);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
