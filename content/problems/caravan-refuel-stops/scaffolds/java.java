import java.io.*;
import java.util.*;

public class Main {
    // oases[i] = {position, supply} in increasing position. Returns the fewest stops to reach `distance`, or -1.
    static int fewestStops(long distance, long water, long[][] oases) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); long d = (long) in.nval;
        in.nextToken(); long f = (long) in.nval;
        in.nextToken(); int n = (int) in.nval;
        long[][] oases = new long[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken(); oases[i][0] = (long) in.nval;
            in.nextToken(); oases[i][1] = (long) in.nval;
        }
        System.out.println(fewestStops(d, f, oases));
    }
}
