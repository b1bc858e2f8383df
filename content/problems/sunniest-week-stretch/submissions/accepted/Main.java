import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        long[] h = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) h[i] = Long.parseLong(st.nextToken());
        long window = 0;
        for (int i = 0; i < k; i++) window += h[i];
        long best = window;
        int start = 0;
        for (int i = k; i < n; i++) {
            window += h[i] - h[i - k]; // day i comes in, day i - k drops out
            if (window > best) {
                best = window;
                start = i - k + 1;
            }
        }
        System.out.println(best + " " + (start + 1));
    }
}
