import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        final long MOD = 1_000_000_007L;
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        int[] head = new int[n + 1], next = new int[2 * m], to = new int[2 * m], time = new int[2 * m];
        Arrays.fill(head, -1);
        for (int i = 0; i < m; i++) {
            in.nextToken(); int a = (int) in.nval;
            in.nextToken(); int b = (int) in.nval;
            in.nextToken(); int t = (int) in.nval;
            to[2 * i] = b; time[2 * i] = t; next[2 * i] = head[a]; head[a] = 2 * i;
            to[2 * i + 1] = a; time[2 * i + 1] = t; next[2 * i + 1] = head[b]; head[b] = 2 * i + 1;
        }
        long[] dist = new long[n + 1], ways = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[1] = 0;
        ways[1] = 1;
        PriorityQueue<long[]> heap = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        heap.add(new long[] {0, 1});
        while (!heap.isEmpty()) {
            long[] top = heap.poll();
            long d = top[0];
            int u = (int) top[1];
            if (d > dist[u]) continue; // a stale entry: u was settled with a smaller time
            for (int e = head[u]; e != -1; e = next[e]) {
                int v = to[e];
                long nd = d + time[e];
                if (nd < dist[v]) {
                    dist[v] = nd;
                    ways[v] = ways[u];
                    heap.add(new long[] {nd, v});
                } else if (nd == dist[v]) {
                    ways[v] = (ways[v] + ways[u]) % MOD;
                }
            }
        }
        System.out.println(dist[n] == Long.MAX_VALUE ? "-1 0" : dist[n] + " " + ways[n]);
    }
}
