import java.io.*;
import java.util.*;

public class Main {
    // For each question {lo, hi}, how many amounts x have lo <= x <= hi.
    static int[] countInRanges(int[] amounts, int[][] questions) {
        // TODO: write your solution here
        return new int[questions.length];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int[] amounts = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); amounts[i] = (int) in.nval; }
        int[][] questions = new int[q][2];
        for (int j = 0; j < q; j++) {
            in.nextToken(); questions[j][0] = (int) in.nval;
            in.nextToken(); questions[j][1] = (int) in.nval;
        }
        StringBuilder sb = new StringBuilder();
        for (int c : countInRanges(amounts, questions)) sb.append(c).append('\n');
        System.out.print(sb);
    }
}
