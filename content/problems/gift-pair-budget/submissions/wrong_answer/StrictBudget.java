import java.io.*;
import java.util.*;

// Plausible bug: binary search for the partners with a strict comparison, so pairs that cost exactly B are lost.
public class StrictBudget {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long budget = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] p = new long[n];
        for (int k = 0; k < n; k++) p[k] = Long.parseLong(st.nextToken());
        long pairs = 0;
        for (int i = 0; i < n; i++) {
            // count j > i with p[j] < budget - p[i]
            int lo = i + 1, hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (p[mid] < budget - p[i]) lo = mid + 1;
                else hi = mid;
            }
            pairs += lo - (i + 1);
        }
        System.out.println(pairs);
    }
}
