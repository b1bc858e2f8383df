import java.io.*;
import java.util.*;

public class Main {
    // Return {largest total of k consecutive days, first day (1-based) of the earliest such stretch}.
    static long[] sunniestStretch(int k, long[] sunshine) {
        // TODO: write your solution here
        return new long[] {0, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int k = Integer.parseInt(st.nextToken());
        long[] sunshine = new long[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) sunshine[i] = Long.parseLong(st.nextToken());
        long[] answer = sunniestStretch(k, sunshine);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
