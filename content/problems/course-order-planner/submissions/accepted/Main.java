import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        List<List<Integer>> after = new ArrayList<>();
        for (int i = 0; i <= n; i++) after.add(new ArrayList<>());
        int[] missing = new int[n + 1];
        for (int i = 0; i < m; i++) {
            in.nextToken(); int a = (int) in.nval;
            in.nextToken(); int b = (int) in.nval;
            after.get(a).add(b);
            missing[b]++;
        }
        PriorityQueue<Integer> ready = new PriorityQueue<>();
        for (int v = 1; v <= n; v++) if (missing[v] == 0) ready.add(v);
        StringBuilder sb = new StringBuilder();
        int placed = 0;
        while (!ready.isEmpty()) {
            int u = ready.poll();
            if (placed++ > 0) sb.append(' ');
            sb.append(u);
            for (int v : after.get(u)) if (--missing[v] == 0) ready.add(v);
        }
        System.out.println(placed == n ? sb.toString() : "IMPOSSIBLE");
    }
}
