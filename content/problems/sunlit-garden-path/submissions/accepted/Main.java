import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        char[] s = in.readLine().trim().toCharArray();
        int shaded = 0, l = 0, bestLen = 0, bestStart = 0;
        for (int r = 0; r < n; r++) {
            if (s[r] == '0') shaded++;
            while (shaded > k) {
                if (s[l] == '0') shaded--;
                l++;
            }
            if (r - l + 1 > bestLen) { bestLen = r - l + 1; bestStart = l; }
        }
        System.out.println(bestLen + " " + (bestStart + 1));
    }
}
