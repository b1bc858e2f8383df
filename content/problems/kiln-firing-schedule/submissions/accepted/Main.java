import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        long[] t = new long[n + 1];
        for (int i = 1; i <= n; i++) { in.nextToken(); t[i] = (long) in.nval; }
        int[] from = new int[m], to = new int[m];
        int[] missing = new int[n + 1], outCount = new int[n + 2];
        for (int i = 0; i < m; i++) {
            in.nextToken(); from[i] = (int) in.nval;
            in.nextToken(); to[i] = (int) in.nval;
            missing[to[i]]++;
            outCount[from[i]]++;
        }
        // Adjacency in one array (compressed rows): the rules leaving u are after[first[u] .. first[u + 1]).
        int[] first = new int[n + 2];
        for (int v = 1; v <= n; v++) first[v + 1] = first[v] + outCount[v];
        int[] fill = first.clone();
        int[] after = new int[m];
        for (int i = 0; i < m; i++) after[fill[from[i]]++] = to[i];
        long[] start = new long[n + 1];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int v = 1; v <= n; v++) if (missing[v] == 0) queue[tail++] = v;
        long best = 0;
        while (head < tail) {
            int u = queue[head++];
            long finish = start[u] + t[u];
            best = Math.max(best, finish);
            for (int k = first[u]; k < first[u + 1]; k++) {
                int v = after[k];
                start[v] = Math.max(start[v], finish);
                if (--missing[v] == 0) queue[tail++] = v;
            }
        }
        System.out.println(tail == n ? Long.toString(best) : "IMPOSSIBLE");
    }
}
