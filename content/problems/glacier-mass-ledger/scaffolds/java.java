import java.io.*;
import java.util.*;

public class Main {
    // masses[i] is day i + 1's change. Return the net change for each question (days l[k]..r[k], 1-based).
    static long[] netChanges(long[] masses, int[] l, int[] r) {
        // TODO: write your solution here
        return new long[l.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        long[] masses = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) masses[i] = Long.parseLong(st.nextToken());
        int[] l = new int[q], r = new int[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            l[i] = Integer.parseInt(st.nextToken());
            r[i] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (long answer : netChanges(masses, l, r)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
