import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        long[] a = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) a[i] = Long.parseLong(st.nextToken());
        long total = 0;
        int best = 0, left = 0;
        for (int right = 0; right < n; right++) {
            total += a[right];
            while (total > k) total -= a[left++]; // shrink from the left until the window fits again
            best = Math.max(best, right - left + 1);
        }
        System.out.println(best);
    }
}
