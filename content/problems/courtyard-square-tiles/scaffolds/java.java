import java.io.*;
import java.util.*;

public class Main {
    // Returns {largest tile side, number of tiles} for a w x h courtyard.
    static long[] largestTiles(long w, long h) {
        // TODO: write your solution here
        return new long[] {1, w * h};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long[] answer = largestTiles(Long.parseLong(st.nextToken()), Long.parseLong(st.nextToken()));
            sb.append(answer[0]).append(' ').append(answer[1]).append('\n');
        }
        System.out.print(sb);
    }
}
