import java.io.*;
import java.util.*;

public class Main {
    // cost[i][j] = battery for flying from point i to point j (point 0 is the base). Returns the minimum total.
    static long cheapestRoundTrip(long[][] cost) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[][] cost = new long[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) { in.nextToken(); cost[i][j] = (long) in.nval; }
        System.out.println(cheapestRoundTrip(cost));
    }
}
