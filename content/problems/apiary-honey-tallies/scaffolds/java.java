import java.io.*;
import java.util.*;

public class Main {
    // amounts: the n starting amounts (hive 1 first); ops[k] is "set" or "sum" with arguments a[k], b[k].
    // Return the totals asked by the "sum" entries, in order.
    static List<Long> answerLogbook(long[] amounts, String[] ops, int[] a, long[] b) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        long[] amounts = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) amounts[i] = Long.parseLong(st.nextToken());
        String[] ops = new String[q];
        int[] a = new int[q];
        long[] b = new long[q];
        for (int k = 0; k < q; k++) {
            st = new StringTokenizer(in.readLine());
            ops[k] = st.nextToken();
            a[k] = Integer.parseInt(st.nextToken());
            b[k] = Long.parseLong(st.nextToken());
        }
        StringBuilder sb = new StringBuilder();
        for (long total : answerLogbook(amounts, ops, a, b)) sb.append(total).append('\n');
        System.out.print(sb);
    }
}
