import java.io.*;
import java.util.*;

public class Main {
    // assignments[i] = {hours, deadline}. Returns the most assignments that can be finished on time.
    static int maxOnTime(long[][] assignments) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[][] assignments = new long[n][2];
        for (int i = 0; i < n; i++) {
            in.nextToken(); assignments[i][0] = (long) in.nval;
            in.nextToken(); assignments[i][1] = (long) in.nval;
        }
        System.out.println(maxOnTime(assignments));
    }
}
