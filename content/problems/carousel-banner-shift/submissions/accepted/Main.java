import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String a = in.readLine().trim(), b = in.readLine().trim();
        int n = a.length();
        char[] s = (b + "#" + a + a.substring(0, n - 1)).toCharArray();
        int[] pi = new int[s.length];
        for (int i = 1; i < s.length; i++) {
            int k = pi[i - 1];
            while (k > 0 && s[i] != s[k]) k = pi[k - 1];
            if (s[i] == s[k]) k++;
            pi[i] = k;
            if (k == n) { // b ends at i: it starts at i - 2n inside a + a
                System.out.println(i - 2 * n);
                return;
            }
        }
        System.out.println(-1);
    }
}
