import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken()), c = Integer.parseInt(st.nextToken());
        char[][] g = new char[r][];
        for (int i = 0; i < r; i++) g[i] = in.readLine().trim().toCharArray();
        int[] dist = new int[r * c];
        Arrays.fill(dist, -1);
        int[] queue = new int[r * c];
        int tail = 0, water = 0;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) {
                if (g[i][j] == 'F') { dist[i * c + j] = 0; queue[tail++] = i * c + j; }
                if (g[i][j] == '.') water++;
            }
        int last = 0;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        for (int head = 0; head < tail; head++) {
            int u = queue[head], i = u / c, j = u % c;
            last = dist[u];
            for (int k = 0; k < 4; k++) {
                int a = i + dr[k], b = j + dc[k];
                if (a < 0 || b < 0 || a >= r || b >= c || g[a][b] != '.' || dist[a * c + b] >= 0) continue;
                dist[a * c + b] = dist[u] + 1;
                water--;
                queue[tail++] = a * c + b;
            }
        }
        System.out.println(water > 0 ? -1 : last);
    }
}
