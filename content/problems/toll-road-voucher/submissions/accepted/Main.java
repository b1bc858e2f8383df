import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[] head = new int[n + 1], next = new int[2 * m], to = new int[2 * m], cost = new int[2 * m];
        Arrays.fill(head, -1);
        for (int i = 0, e = 0; i < m; i++) {
            in.nextToken(); int u = (int) in.nval;
            in.nextToken(); int v = (int) in.nval;
            in.nextToken(); int w = (int) in.nval;
            to[e] = v; cost[e] = w; next[e] = head[u]; head[u] = e++;
            to[e] = u; cost[e] = w; next[e] = head[v]; head[v] = e++;
        }
        long[] dist = new long[2 * n + 2];
        Arrays.fill(dist, Long.MAX_VALUE);
        // Heap entries: {distance, state}; state = 2 * town + used.
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        dist[2] = 0;
        pq.add(new long[] {0, 2});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long d = top[0];
            int s = (int) top[1];
            if (d > dist[s]) continue;
            int u = s >> 1, used = s & 1;
            for (int e = head[u]; e != -1; e = next[e]) {
                int t = 2 * to[e] + used;
                if (d + cost[e] < dist[t]) { dist[t] = d + cost[e]; pq.add(new long[] {dist[t], t}); }
                if (used == 0) {
                    t = 2 * to[e] + 1;
                    long c = d + cost[e] / 2;
                    if (c < dist[t]) { dist[t] = c; pq.add(new long[] {c, t}); }
                }
            }
        }
        long best = Math.min(dist[2 * n], dist[2 * n + 1]);
        System.out.println(best == Long.MAX_VALUE ? -1 : best);
    }
}
