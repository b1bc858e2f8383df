import java.io.*;
import java.util.*;

public class Main {
    // n islands (1..n), lines[i] = {a, b}. Returns the fewest new lines that connect everything.
    static int newLinesNeeded(int n, int[][] lines) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[][] lines = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken(); lines[i][0] = (int) in.nval;
            in.nextToken(); lines[i][1] = (int) in.nval;
        }
        System.out.println(newLinesNeeded(n, lines));
    }
}
