import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        char[] s = in.readLine().trim().toCharArray();
        int n = s.length;
        int[] pi = new int[n];
        for (int i = 1; i < n; i++) {
            int k = pi[i - 1];
            while (k > 0 && s[i] != s[k]) k = pi[k - 1];
            if (s[i] == s[k]) k++;
            pi[i] = k;
        }
        int inside = 0;
        for (int i = 0; i + 1 < n; i++) inside = Math.max(inside, pi[i]);
        int len = pi[n - 1];
        while (len > inside) len = pi[len - 1]; // next shorter border
        System.out.println(len);
    }
}
