import java.io.*;
import java.util.*;

public class Main {
    // Return {length of the longest steady run, its first position (1-based), the earliest on ties}.
    static int[] longestSteadyRun(int limit, int[] readings) {
        // TODO: write your solution here
        return new int[] {1, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int limit = Integer.parseInt(st.nextToken());
        int[] readings = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) readings[i] = Integer.parseInt(st.nextToken());
        int[] answer = longestSteadyRun(limit, readings);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
