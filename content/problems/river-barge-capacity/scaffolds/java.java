import java.io.*;
import java.util.*;

public class Main {
    // Returns the smallest barge capacity that ships the crates in order within `days` days.
    static long smallestCapacity(int days, int[] weights) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int d = (int) in.nval;
        int[] weights = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); weights[i] = (int) in.nval; }
        System.out.println(smallestCapacity(d, weights));
    }
}
