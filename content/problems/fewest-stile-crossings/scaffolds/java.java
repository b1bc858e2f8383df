import java.io.*;
import java.util.*;

public class Main {
    // paths[i] = {a, b}, farms numbered 1..n. Return the fewest footpaths from farm 1 to farm n, or -1.
    static int fewestStiles(int n, int[][] paths) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        int[][] paths = new int[m][2];
        for (int i = 0; i < m; i++) {
            st = new StringTokenizer(in.readLine());
            paths[i][0] = Integer.parseInt(st.nextToken());
            paths[i][1] = Integer.parseInt(st.nextToken());
        }
        System.out.println(fewestStiles(n, paths));
    }
}
