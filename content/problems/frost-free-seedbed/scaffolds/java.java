import java.io.*;
import java.util.*;

public class Main {
    // rows: R strings of '#' and '.'. Return {k, positions} for the largest frost-free square; {0, 0} if none.
    static long[] largestSeedbed(String[] rows) {
        // TODO: write your solution here
        return new long[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] rows = new String[r];
        for (int i = 0; i < r; i++) rows[i] = in.readLine().trim();
        long[] ans = largestSeedbed(rows);
        System.out.println(ans[0] + " " + ans[1]);
    }
}
