import java.io.*;
import java.util.*;

public class Main {
    static int[] parent;

    static int find(int x) {
        int root = x;
        while (parent[root] != root) root = parent[root];
        while (parent[x] != root) { int next = parent[x]; parent[x] = root; x = next; }
        return root;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        parent = new int[n + 1];
        for (int i = 0; i <= n; i++) parent[i] = i;
        int groups = n;
        for (int i = 0; i < m; i++) {
            in.nextToken(); int a = find((int) in.nval);
            in.nextToken(); int b = find((int) in.nval);
            if (a != b) { parent[a] = b; groups--; }
        }
        System.out.println(groups - 1);
    }
}
