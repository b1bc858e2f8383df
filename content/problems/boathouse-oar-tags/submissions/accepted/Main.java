import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] names = new String[n];
        int total = 0;
        for (int i = 0; i < n; i++) {
            names[i] = in.readLine().trim();
            total += names[i].length();
        }
        // Trie in arrays: child[v * 26 + c], and pass[v] = how many names go through node v.
        int[] child = new int[(total + 1) * 26];
        int[] pass = new int[total + 1];
        int nodes = 1;
        for (String s : names) {
            int v = 0;
            for (int i = 0; i < s.length(); i++) {
                int c = s.charAt(i) - 'a';
                if (child[v * 26 + c] == 0) child[v * 26 + c] = nodes++;
                v = child[v * 26 + c];
                pass[v]++;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String s : names) {
            int v = 0;
            int len = s.length(); // when every prefix is shared, the whole name
            for (int i = 0; i < s.length(); i++) {
                v = child[v * 26 + s.charAt(i) - 'a'];
                if (pass[v] == 1) {
                    len = i + 1;
                    break;
                }
            }
            sb.append(s, 0, len).append('\n');
        }
        System.out.print(sb);
    }
}
