import java.io.*;

public class Main {
    // causeways[i] = {a, b}; washed: causeway numbers (1-based) in the order they were lost.
    // Returns the group counts after each washout.
    static int[] groupsAfterWashouts(int n, int[][] causeways, int[] washed) {
        // TODO: write your solution here
        int[] answers = new int[washed.length];
        java.util.Arrays.fill(answers, n);
        return answers;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int[][] causeways = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken(); causeways[i][0] = (int) in.nval;
            in.nextToken(); causeways[i][1] = (int) in.nval;
        }
        int[] washed = new int[q];
        for (int i = 0; i < q; i++) { in.nextToken(); washed[i] = (int) in.nval; }
        StringBuilder sb = new StringBuilder();
        for (int groups : groupsAfterWashouts(n, causeways, washed)) sb.append(groups).append('\n');
        System.out.print(sb);
    }
}
