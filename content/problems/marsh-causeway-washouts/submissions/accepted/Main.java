import java.io.*;

public class Main {
    static int[] parent, size;
    static int groups;

    static int find(int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    static void unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return;
        if (size[a] < size[b]) { int t = a; a = b; b = t; }
        parent[b] = a;
        size[a] += size[b];
        groups--;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int[] a = new int[m], b = new int[m];
        for (int i = 0; i < m; i++) {
            in.nextToken(); a[i] = (int) in.nval;
            in.nextToken(); b[i] = (int) in.nval;
        }
        int[] washed = new int[q];
        boolean[] lost = new boolean[m];
        for (int i = 0; i < q; i++) {
            in.nextToken(); washed[i] = (int) in.nval - 1;
            lost[washed[i]] = true;
        }
        parent = new int[n + 1];
        size = new int[n + 1];
        for (int v = 0; v <= n; v++) { parent[v] = v; size[v] = 1; }
        groups = n;
        for (int i = 0; i < m; i++) if (!lost[i]) unite(a[i], b[i]);
        int[] answers = new int[q];
        for (int i = q - 1; i >= 0; i--) {
            answers[i] = groups;
            unite(a[washed[i]], b[washed[i]]);
        }
        StringBuilder sb = new StringBuilder();
        for (int x : answers) sb.append(x).append('\n');
        System.out.print(sb);
    }
}
