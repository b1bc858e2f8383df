import java.io.*;
import java.util.*;

public class Main {
    static int[] parent, size;

    static int find(int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) { // path compression
            int next = parent[x];
            parent[x] = root;
            x = next;
        }
        return root;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        parent = new int[n + 1];
        size = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            parent[i] = i;
            size[i] = 1;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            String op = st.nextToken();
            int ra = find(Integer.parseInt(st.nextToken()));
            int rb = find(Integer.parseInt(st.nextToken()));
            if (op.equals("tie")) {
                if (ra == rb) continue;
                if (size[ra] < size[rb]) { int t = ra; ra = rb; rb = t; } // union by size
                parent[rb] = ra;
                size[ra] += size[rb];
            } else {
                out.append(ra == rb ? "YES\n" : "NO\n");
            }
        }
        System.out.print(out);
    }
}
