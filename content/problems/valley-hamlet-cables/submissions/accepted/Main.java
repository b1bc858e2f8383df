import java.io.*;
import java.util.*;

public class Main {
    static int[] parent, size;

    static int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]]; // path halving
            x = parent[x];
        }
        return x;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[][] routes = new int[m][3];
        for (int j = 0; j < m; j++) {
            in.nextToken(); routes[j][1] = (int) in.nval;
            in.nextToken(); routes[j][2] = (int) in.nval;
            in.nextToken(); routes[j][0] = (int) in.nval;
        }
        Arrays.sort(routes, (x, y) -> Integer.compare(x[0], y[0]));
        parent = new int[n + 1];
        size = new int[n + 1];
        for (int i = 0; i <= n; i++) { parent[i] = i; size[i] = 1; }
        // Kruskal: cheapest first, skipping routes that would close a loop.
        long total = 0;
        int taken = 0;
        for (int[] r : routes) {
            int ra = find(r[1]), rb = find(r[2]);
            if (ra == rb) continue;
            if (size[ra] < size[rb]) { int t = ra; ra = rb; rb = t; } // union by size
            parent[rb] = ra;
            size[ra] += size[rb];
            total += r[0];
            taken++;
        }
        System.out.println(taken == n - 1 ? String.valueOf(total) : "IMPOSSIBLE");
    }
}
