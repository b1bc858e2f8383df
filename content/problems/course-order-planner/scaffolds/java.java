import java.io.*;
import java.util.*;

public class Main {
    // rules[i] = {a, b} means a before b. Returns the smallest plan, or null if impossible.
    static int[] smallestPlan(int n, int[][] rules) {
        // TODO: write your solution here
        int[] plan = new int[n];
        for (int i = 0; i < n; i++) plan[i] = i + 1;
        return plan;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[][] rules = new int[m][2];
        for (int i = 0; i < m; i++) {
            in.nextToken(); rules[i][0] = (int) in.nval;
            in.nextToken(); rules[i][1] = (int) in.nval;
        }
        int[] plan = smallestPlan(n, rules);
        if (plan == null) { System.out.println("IMPOSSIBLE"); return; }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < plan.length; i++) sb.append(i > 0 ? " " : "").append(plan[i]);
        System.out.println(sb);
    }
}
