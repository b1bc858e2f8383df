import java.io.*;
import java.util.*;

public class Main {
    // Return, after each score, the k-th highest score so far, or -1 while fewer than k scores are in.
    static int[] cutoffs(int k, int[] scores) {
        // TODO: write your solution here
        int[] result = new int[scores.length];
        Arrays.fill(result, -1);
        return result;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        int[] scores = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) scores[i] = Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int c : cutoffs(k, scores)) out.append(c).append('\n');
        System.out.print(out);
    }
}
