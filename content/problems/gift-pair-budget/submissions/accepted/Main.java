import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long budget = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long[] p = new long[n];
        for (int k = 0; k < n; k++) p[k] = Long.parseLong(st.nextToken());
        long pairs = 0;
        int i = 0, j = n - 1;
        while (i < j) {
            if (p[i] + p[j] <= budget) { pairs += j - i; i++; }
            else j--;
        }
        System.out.println(pairs);
    }
}
