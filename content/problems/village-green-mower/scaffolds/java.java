import java.io.*;
import java.util.*;

public class Main {
    // treeX[i], treeY[i]: a tree. Returns {x, y, heading index (0 N, 1 E, 2 S, 3 W), different cells mowed}.
    static long[] mow(long w, long h, long[] treeX, long[] treeY, String commands) {
        // TODO: write your solution here
        return new long[] {1, 1, 0, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        long w = Long.parseLong(st.nextToken());
        long h = Long.parseLong(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        long[] treeX = new long[m], treeY = new long[m];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            treeX[i] = Long.parseLong(st.nextToken());
            treeY[i] = Long.parseLong(st.nextToken());
        }
        long[] r = mow(w, h, treeX, treeY, in.readLine().trim());
        System.out.println(r[0] + " " + r[1] + " " + "NESW".charAt((int) r[2]) + "\n" + r[3]);
    }
}
