import java.io.*;
import java.util.*;

public class Main {
    // stalls[i] = {opening minute, closing minute}, both included. Return the smallest number of visits.
    static int fewestVisits(long[][] stalls) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        long[][] stalls = new long[n][2];
        for (int i = 0; i < n; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            stalls[i][0] = Long.parseLong(st.nextToken());
            stalls[i][1] = Long.parseLong(st.nextToken());
        }
        System.out.println(fewestVisits(stalls));
    }
}
