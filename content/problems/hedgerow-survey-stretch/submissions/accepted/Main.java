import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[] s = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); s[i] = (int) in.nval; }
        int[] count = new int[k + 1];
        int have = 0, bestLen = n + 1, bestStart = -1, left = 0;
        for (int right = 0; right < n; right++) {
            if (count[s[right]]++ == 0) have++;
            while (have == k) {
                if (right - left + 1 < bestLen) { bestLen = right - left + 1; bestStart = left; }
                if (--count[s[left]] == 0) have--;
                left++;
            }
        }
        System.out.println(bestStart < 0 ? "-1" : bestLen + " " + (bestStart + 1));
    }
}
