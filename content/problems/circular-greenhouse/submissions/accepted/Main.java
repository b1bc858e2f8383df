import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] b = new long[n];
        for (int i = 0; i < n; i++) b[i] = Long.parseLong(st.nextToken());
        long[] P = new long[2 * n + 1];
        for (int j = 1; j <= 2 * n; j++) P[j] = P[j - 1] + b[(j - 1) % n];
        int[] window = new int[2 * n + 1];
        int head = 0, tail = 0;
        long best = Long.MIN_VALUE;
        for (int j = 1; j <= 2 * n; j++) {
            int add = j - 1;
            while (tail > head && P[window[tail - 1]] >= P[add]) tail--;
            window[tail++] = add;
            if (window[head] < j - k) head++;
            best = Math.max(best, P[j] - P[window[head]]);
        }
        System.out.println(best);
    }
}
