import java.io.*;
import java.util.*;

public class Main {
    // For each tower, return the distance to the first strictly taller tower to the east (0 if none).
    static int[] blockingDistances(int[] heights) {
        // TODO: write your solution here
        return new int[heights.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) heights[i] = Integer.parseInt(st.nextToken());
        int[] dist = blockingDistances(heights);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) out.append(i > 0 ? " " : "").append(dist[i]);
        System.out.println(out);
    }
}
