import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] c = new int[n];
        for (int i = 0; i < n; i++) c[i] = Integer.parseInt(st.nextToken());
        int[] sorted = c.clone();
        Arrays.sort(sorted);
        int m = 0;
        for (int i = 0; i < n; i++) if (i == 0 || sorted[i] != sorted[i - 1]) sorted[m++] = sorted[i];
        int[] tree = new int[m + 1]; // Fenwick tree: counts of seen books per rank
        long pairs = 0;
        for (int i = 0; i < n; i++) {
            int r = Arrays.binarySearch(sorted, 0, m, c[i]) + 1;
            int atMost = 0; // seen books with rank <= r
            for (int k = r; k > 0; k -= k & -k) atMost += tree[k];
            pairs += i - atMost; // seen books with a strictly larger number
            for (int k = r; k <= m; k += k & -k) tree[k]++;
        }
        System.out.println(pairs);
    }
}
