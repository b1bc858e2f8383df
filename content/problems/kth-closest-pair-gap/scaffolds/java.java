import java.io.*;
import java.util.*;

public class Main {
    // Returns the k-th smallest |x_i - x_j| over all pairs i < j (k counts from 1).
    static long kthSmallestGap(long k, int[] positions) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); long k = (long) in.nval;
        int[] positions = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); positions[i] = (int) in.nval; }
        System.out.println(kthSmallestGap(k, positions));
    }
}
