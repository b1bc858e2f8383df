import java.io.*;
import java.util.*;

public class Main {
    // Return every blend weighing exactly target, each as its jar numbers (1-based, increasing), in lexicographic order.
    static List<List<Integer>> blends(int target, int[] weights) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), target = Integer.parseInt(st.nextToken());
        int[] weights = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) weights[i] = Integer.parseInt(st.nextToken());
        List<List<Integer>> found = blends(target, weights);
        StringBuilder out = new StringBuilder().append(found.size()).append('\n');
        for (List<Integer> blend : found) {
            for (int i = 0; i < blend.size(); i++) out.append(i > 0 ? " " : "").append(blend.get(i));
            out.append('\n');
        }
        System.out.print(out);
    }
}
