import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String s = in.readLine().trim();
        int n = s.length(), m = 2 * n + 1;
        char[] t = new char[m];
        for (int i = 0; i < m; i++) t[i] = (i % 2 == 0) ? '#' : s.charAt(i / 2);
        int[] rad = new int[m];
        int centre = 0, right = 0;
        for (int i = 0; i < m; i++) {
            int r = i < right ? Math.min(rad[2 * centre - i], right - i) : 0;
            while (i - r - 1 >= 0 && i + r + 1 < m && t[i - r - 1] == t[i + r + 1]) r++;
            rad[i] = r;
            if (i + r > right) { centre = i; right = i + r; }
        }
        int bestLen = 0, bestStart = 0;
        for (int i = 0; i < m; i++) {
            int len = rad[i], start = (i - rad[i]) / 2;
            if (len > bestLen || (len == bestLen && start < bestStart)) { bestLen = len; bestStart = start; }
        }
        System.out.println(bestLen + " " + (bestStart + 1));
    }
}
