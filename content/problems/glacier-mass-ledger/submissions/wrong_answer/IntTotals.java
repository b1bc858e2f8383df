import java.io.*;
import java.util.*;

// Right idea, wrong type: the running totals are ints, which overflow once a total passes 2^31 - 1 (about 2.1e9).
public class IntTotals {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        int[] prefix = new int[n + 1];
        st = new StringTokenizer(in.readLine());
        for (int i = 1; i <= n; i++) prefix[i] = prefix[i - 1] + Integer.parseInt(st.nextToken());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            int l = Integer.parseInt(st.nextToken()), r = Integer.parseInt(st.nextToken());
            out.append(prefix[r] - prefix[l - 1]).append('\n');
        }
        System.out.print(out);
    }
}
