import java.io.*;
import java.util.*;

public class Main {
    // Returns the length of the longest strictly increasing chain of heights (left to right).
    static int longestChain(int[] heights) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); heights[i] = (int) in.nval; }
        System.out.println(longestChain(heights));
    }
}
