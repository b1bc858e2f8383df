import java.io.*;
import java.util.*;

public class Main {
    static final int BITS = 20;
    static int[][] child;
    static int nodes = 1;

    static void insert(int x) {
        int v = 0;
        for (int b = BITS - 1; b >= 0; b--) {
            int bit = (x >> b) & 1;
            if (child[v][bit] == 0) child[v][bit] = nodes++;
            v = child[v][bit];
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        child = new int[(n + 1) * BITS + 1][2]; // binary trie of prefix XORs; 0 = no child
        insert(0); // the empty prefix P_0
        int prefix = 0, best = 0;
        for (int i = 0; i < n; i++) {
            prefix ^= Integer.parseInt(st.nextToken());
            int v = 0, result = 0;
            for (int b = BITS - 1; b >= 0; b--) {
                int want = ((prefix >> b) & 1) ^ 1; // the opposite bit makes this bit of the XOR 1
                if (child[v][want] != 0) {
                    result |= 1 << b;
                    v = child[v][want];
                } else v = child[v][want ^ 1];
            }
            best = Math.max(best, result);
            insert(prefix);
        }
        System.out.println(best);
    }
}
