import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String motif = in.readLine().trim();
        String log = in.readLine().trim();
        // Z-function of motif + '#' + log: z[i] = longest common prefix of the string and its suffix at i.
        String s = motif + "#" + log;
        int n = s.length(), m = motif.length();
        int[] z = new int[n];
        long count = 0;
        for (int i = 1, l = 0, r = 0; i < n; i++) {
            if (i < r) z[i] = Math.min(r - i, z[i - l]);
            while (i + z[i] < n && s.charAt(z[i]) == s.charAt(i + z[i])) z[i]++;
            if (i + z[i] > r) { l = i; r = i + z[i]; }
            if (i > m && z[i] == m) count++;
        }
        System.out.println(count);
    }
}
