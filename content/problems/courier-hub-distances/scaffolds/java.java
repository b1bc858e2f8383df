import java.io.*;
import java.util.*;

public class Main {
    // children.get(u) lists {child, road length} for village u (1-based; village 1 is the root).
    // Put the villages that achieve the minimum into hubs (sorted) and return the minimum total distance.
    static long bestHubs(int n, List<List<int[]>> children, List<Integer> hubs) {
        // TODO: write your solution here
        hubs.add(1);
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        List<List<int[]>> adj = new ArrayList<>(), children = new ArrayList<>();
        for (int i = 0; i <= n; i++) { adj.add(new ArrayList<>()); children.add(new ArrayList<>()); }
        for (int i = 2; i <= n; i++) {
            in.nextToken(); int p = (int) in.nval;
            in.nextToken(); int w = (int) in.nval;
            adj.get(i).add(new int[] {p, w});
            adj.get(p).add(new int[] {i, w});
        }
        // Parents may have larger numbers than their children, so orient the roads from village 1 with a search.
        boolean[] seen = new boolean[n + 1];
        ArrayDeque<Integer> stack = new ArrayDeque<>();
        stack.push(1);
        seen[1] = true;
        while (!stack.isEmpty()) {
            int u = stack.pop();
            for (int[] e : adj.get(u))
                if (!seen[e[0]]) { seen[e[0]] = true; children.get(u).add(e); stack.push(e[0]); }
        }
        List<Integer> hubs = new ArrayList<>();
        long best = bestHubs(n, children, hubs);
        StringBuilder sb = new StringBuilder().append(best).append('\n').append(hubs.size());
        for (int h : hubs) sb.append(' ').append(h);
        System.out.println(sb);
    }
}
