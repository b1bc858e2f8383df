import java.io.*;
import java.util.*;

public class Main {
    // Return {number of shared pieces, total shared minutes}; ana[i] and bo[j] are {s, e} of half-open intervals.
    static long[] sharedFree(long[][] ana, long[][] bo) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int m = Integer.parseInt(st.nextToken());
        long[][] ana = new long[n][2], bo = new long[m][2];
        for (long[][] diary : new long[][][] {ana, bo}) {
            for (long[] interval : diary) {
                st = new StringTokenizer(in.readLine());
                interval[0] = Long.parseLong(st.nextToken());
                interval[1] = Long.parseLong(st.nextToken());
            }
        }
        long[] answer = sharedFree(ana, bo);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
