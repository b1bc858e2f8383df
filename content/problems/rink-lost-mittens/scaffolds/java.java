import java.io.*;
import java.util.*;

public class Main {
    // Return {same-colour draws, different-colour draws} over all ways to take two of the mittens.
    static long[] countDraws(int[] colours) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] colours = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            colours[i] = (int) in.nval;
        }
        long[] r = countDraws(colours);
        System.out.println(r[0] + " " + r[1]);
    }
}
