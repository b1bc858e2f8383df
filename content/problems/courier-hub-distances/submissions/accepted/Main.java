import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in);
        int[] head = new int[n + 1], next = new int[2 * n], to = new int[2 * n], len = new int[2 * n];
        Arrays.fill(head, -1);
        int e = 0;
        for (int i = 2; i <= n; i++) {
            int p = nextInt(in), w = nextInt(in);
            to[e] = p; len[e] = w; next[e] = head[i]; head[i] = e++;
            to[e] = i; len[e] = w; next[e] = head[p]; head[p] = e++;
        }
        int[] order = new int[n], par = new int[n + 1], pw = new int[n + 1];
        order[0] = 1;
        par[1] = -1;
        int cnt = 1;
        for (int k = 0; k < cnt; k++) {
            int u = order[k];
            for (int x = head[u]; x != -1; x = next[x]) {
                int v = to[x];
                if (v != par[u]) { par[v] = u; pw[v] = len[x]; order[cnt++] = v; }
            }
        }
        long[] size = new long[n + 1], depth = new long[n + 1], total = new long[n + 1];
        Arrays.fill(size, 1);
        for (int k = 1; k < n; k++) { int u = order[k]; depth[u] = depth[par[u]] + pw[u]; total[1] += depth[u]; }
        for (int k = n - 1; k >= 1; k--) size[par[order[k]]] += size[order[k]];
        for (int k = 1; k < n; k++) { int v = order[k]; total[v] = total[par[v]] + (long) pw[v] * (n - 2 * size[v]); }
        long best = Long.MAX_VALUE;
        for (int v = 1; v <= n; v++) best = Math.min(best, total[v]);
        StringBuilder sb = new StringBuilder();
        int k = 0;
        for (int v = 1; v <= n; v++) if (total[v] == best) { sb.append(' ').append(v); k++; }
        System.out.println(best + "\n" + k + sb);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b < '0') b = in.read();
        while (b >= '0') { ret = ret * 10 + (b - '0'); b = in.read(); }
        return ret;
    }
}
