import java.io.*;
import java.util.*;

public class Main {
    // Returns the fewest tokens (values in `tokens`, unlimited supply) that add up to `amount`, or -1.
    static int fewestTokens(int amount, int[] tokens) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int k = (int) in.nval;
        in.nextToken(); int amount = (int) in.nval;
        int[] tokens = new int[k];
        for (int i = 0; i < k; i++) { in.nextToken(); tokens[i] = (int) in.nval; }
        System.out.println(fewestTokens(amount, tokens));
    }
}
