import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        int[][] s = new int[r + 1][c + 1];
        int best = 0;
        long count = 0;
        for (int i = 0; i < r; i++) {
            String row = in.readLine().trim();
            for (int j = 0; j < c; j++) {
                if (row.charAt(j) != '.') continue;
                int v = 1 + Math.min(s[i][j + 1], Math.min(s[i + 1][j], s[i][j])); // up, left, up-left
                s[i + 1][j + 1] = v;
                if (v > best) {
                    best = v;
                    count = 1;
                } else if (v == best) count++;
            }
        }
        System.out.println(best + " " + (best > 0 ? count : 0));
    }
}
