import java.io.*;
import java.util.*;

// Plausible bug: heights and areas in int. 10^9 * 3 already overflows.
public class IntArea {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] h = new int[n + 1];
        for (int i = 0; i < n; i++) h[i] = Integer.parseInt(st.nextToken());
        int[] stack = new int[n + 1];
        int top = 0;
        int best = 0;
        for (int i = 0; i <= n; i++) {
            while (top > 0 && h[stack[top - 1]] >= h[i]) {
                int height = h[stack[--top]];
                int left = top > 0 ? stack[top - 1] : -1;
                best = Math.max(best, height * (i - left - 1));
            }
            stack[top++] = i;
        }
        System.out.println(best);
    }
}
