import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        int m = (int) in.nval;
        // Adjacency in arrays: head[u] = first edge of u, next[e] = the edge after e, each street stored twice.
        int[] head = new int[n + 1], next = new int[2 * m], to = new int[2 * m], cost = new int[2 * m];
        Arrays.fill(head, -1);
        for (int j = 0; j < m; j++) {
            in.nextToken(); int u = (int) in.nval;
            in.nextToken(); int v = (int) in.nval;
            in.nextToken(); int w = (int) in.nval;
            to[2 * j] = v; cost[2 * j] = w; next[2 * j] = head[u]; head[u] = 2 * j;
            to[2 * j + 1] = u; cost[2 * j + 1] = w; next[2 * j + 1] = head[v]; head[v] = 2 * j + 1;
        }
        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[1] = 0;
        PriorityQueue<long[]> heap = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        heap.add(new long[] {0, 1});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            int u = (int) top[1];
            if (top[0] > dist[u]) continue; // out of date
            for (int e = head[u]; e != -1; e = next[e]) {
                long nd = top[0] + cost[e];
                if (nd < dist[to[e]]) {
                    dist[to[e]] = nd;
                    heap.add(new long[] {nd, to[e]});
                }
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int k = 1; k <= n; k++) sb.append(dist[k] == Long.MAX_VALUE ? -1 : dist[k]).append('\n');
        System.out.print(sb);
    }
}
