import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        // The trie: child[v][c] is the node reached from v by letter c (0 = none); passing[v] = codes below v.
        int maxNodes = n * 10 + 1;
        int[][] child = new int[maxNodes][26];
        int[] passing = new int[maxNodes];
        int nodes = 1;
        for (int i = 0; i < n; i++) {
            String word = in.readLine().trim();
            int v = 0;
            for (int j = 0; j < word.length(); j++) {
                int c = word.charAt(j) - 'a';
                if (child[v][c] == 0) child[v][c] = nodes++;
                v = child[v][c];
                passing[v]++;
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            String text = in.readLine().trim();
            int v = 0;
            for (int j = 0; j < text.length() && (j == 0 || v != 0); j++) v = child[v][text.charAt(j) - 'a'];
            out.append(v == 0 ? 0 : passing[v]).append('\n');
        }
        System.out.print(out);
    }
}
