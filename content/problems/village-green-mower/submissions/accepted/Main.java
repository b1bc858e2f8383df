import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long w = Long.parseLong(st.nextToken());
        long h = Long.parseLong(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        // A cell as one long key: x * 2^31 + y (x, y <= 10^9 < 2^30).
        HashSet<Long> trees = new HashSet<>();
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            long x = Long.parseLong(st.nextToken());
            long y = Long.parseLong(st.nextToken());
            trees.add((x << 31) | y);
        }
        String commands = in.readLine().trim();
        int[] dx = {0, 1, 0, -1}, dy = {1, 0, -1, 0};
        long x = 1, y = 1;
        int heading = 0;
        HashSet<Long> mowed = new HashSet<>(2 * commands.length() + 16);
        mowed.add((1L << 31) | 1L);
        for (int i = 0; i < commands.length(); i++) {
            char c = commands.charAt(i);
            if (c == 'R') heading = (heading + 1) % 4;
            else if (c == 'L') heading = (heading + 3) % 4;
            else {
                long nx = x + dx[heading], ny = y + dy[heading];
                if (nx >= 1 && nx <= w && ny >= 1 && ny <= h && !trees.contains((nx << 31) | ny)) {
                    x = nx;
                    y = ny;
                    mowed.add((x << 31) | y);
                }
            }
        }
        System.out.println(x + " " + y + " " + "NESW".charAt(heading) + "\n" + mowed.size());
    }
}
