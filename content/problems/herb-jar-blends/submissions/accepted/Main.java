import java.io.*;
import java.util.*;

public class Main {
    static int n;
    static long target;
    static long[] w;
    static int[] chosen = new int[16];
    static int count = 0;
    static StringBuilder blends = new StringBuilder();

    // Jars after the last chosen one, in increasing order: the blends come out in lexicographic order.
    static void extend(int start, int depth, long weight) {
        for (int j = start; j < n; j++) {
            long total = weight + w[j];
            if (total > target) continue; // every blend that contains this one weighs more still
            chosen[depth] = j + 1;
            if (total == target) {
                count++;
                for (int i = 0; i <= depth; i++) blends.append(i > 0 ? " " : "").append(chosen[i]);
                blends.append('\n');
            }
            extend(j + 1, depth + 1, total); // chosen[depth] is overwritten by the next jar: the backtrack
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        n = Integer.parseInt(st.nextToken());
        target = Long.parseLong(st.nextToken());
        w = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) w[i] = Long.parseLong(st.nextToken());
        extend(0, 0, 0);
        System.out.print(count + "\n" + blends);
    }
}
