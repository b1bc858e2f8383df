import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer head = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(head.nextToken());
        head.nextToken();
        long k = Long.parseLong(head.nextToken());
        char[][] g = new char[r][];
        for (int i = 0; i < r; i++) g[i] = in.readLine().trim().toCharArray();
        for (int t = 0; t < k % 4; t++) { // four turns bring the block back
            int R = g.length, C = g[0].length;
            char[][] next = new char[C][R];
            for (int i = 0; i < C; i++)
                for (int j = 0; j < R; j++) next[i][j] = g[R - 1 - j][i];
            g = next;
        }
        StringBuilder out = new StringBuilder();
        for (char[] row : g) out.append(row).append('\n');
        System.out.print(out);
    }
}
