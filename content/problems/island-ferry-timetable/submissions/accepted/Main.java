import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), m = Integer.parseInt(st.nextToken());
        List<List<long[]>> out = new ArrayList<>();
        for (int i = 0; i <= n; i++) out.add(new ArrayList<>());
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            int a = Integer.parseInt(st.nextToken());
            long[] r = new long[4]; // to, first, period, duration
            for (int k = 0; k < 4; k++) r[k] = Long.parseLong(st.nextToken());
            out.get(a).add(r);
        }
        long[] best = new long[n + 1];
        Arrays.fill(best, Long.MAX_VALUE);
        PriorityQueue<long[]> pq = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        best[1] = 0;
        pq.add(new long[] {0, 1});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            long t = top[0];
            int v = (int) top[1];
            if (t != best[v]) continue; // a stale entry
            for (long[] r : out.get(v)) {
                long leave = r[1];
                if (t > r[1]) leave = r[1] + (t - r[1] + r[2] - 1) / r[2] * r[2]; // round up
                long arrive = leave + r[3];
                int to = (int) r[0];
                if (arrive < best[to]) {
                    best[to] = arrive;
                    pq.add(new long[] {arrive, to});
                }
            }
        }
        System.out.println(best[n] == Long.MAX_VALUE ? -1 : best[n]);
    }
}
