import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        String[] codes = new String[n];
        int[][] child = new int[10 * n + 1][10]; // at most 10 digits per code; 0 = no child
        boolean[] ends = new boolean[10 * n + 1];
        int nodes = 1;
        for (int i = 0; i < n; i++) {
            codes[i] = in.readLine().trim();
            int v = 0;
            for (char ch : codes[i].toCharArray()) {
                int d = ch - '0';
                if (child[v][d] == 0) child[v][d] = nodes++;
                v = child[v][d];
            }
            ends[v] = true;
        }
        int unreachable = 0;
        for (String c : codes) { // walk again now that every code is in the trie
            int v = 0;
            for (int i = 0; i + 1 < c.length(); i++) {
                v = child[v][c.charAt(i) - '0'];
                if (ends[v]) { // a proper prefix is a code
                    unreachable++;
                    break;
                }
            }
        }
        System.out.println(unreachable);
    }
}
