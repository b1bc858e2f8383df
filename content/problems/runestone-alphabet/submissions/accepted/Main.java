import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        int n = Integer.parseInt(st.nextToken());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = in.readLine().trim();
        boolean[][] edge = new boolean[26][26];
        for (int i = 0; i + 1 < n; i++) {
            String a = words[i], b = words[i + 1];
            int j = 0;
            while (j < a.length() && j < b.length() && a.charAt(j) == b.charAt(j)) j++;
            if (j < a.length() && j < b.length()) edge[a.charAt(j) - 'a'][b.charAt(j) - 'a'] = true;
            else if (a.length() > b.length()) { System.out.println("INCONSISTENT"); return; }
        }
        int[] indeg = new int[26];
        for (int u = 0; u < k; u++)
            for (int v = 0; v < k; v++) if (edge[u][v]) indeg[v]++;
        ArrayDeque<Integer> ready = new ArrayDeque<>();
        for (int v = 0; v < k; v++) if (indeg[v] == 0) ready.push(v);
        StringBuilder order = new StringBuilder();
        boolean unique = true;
        while (!ready.isEmpty()) {
            if (ready.size() > 1) unique = false;
            int u = ready.pop();
            order.append((char) ('a' + u));
            for (int v = 0; v < k; v++)
                if (edge[u][v] && --indeg[v] == 0) ready.push(v);
        }
        if (order.length() < k) System.out.println("INCONSISTENT");
        else if (!unique) System.out.println("AMBIGUOUS");
        else System.out.println(order);
    }
}
