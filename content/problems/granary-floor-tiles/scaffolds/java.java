import java.io.*;
import java.util.*;

public class Main {
    // Return {side of the largest square tile that covers a w x h floor exactly, number of such tiles}.
    static long[] tiles(long w, long h) {
        // TODO: write your solution here
        return new long[] {1, w * h};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < t; k++) {
            in.nextToken(); long w = (long) in.nval;
            in.nextToken(); long h = (long) in.nval;
            long[] r = tiles(w, h);
            sb.append(r[0]).append(' ').append(r[1]).append('\n');
        }
        System.out.print(sb);
    }
}
