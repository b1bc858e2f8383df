import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        HashSet<Long> seen = new HashSet<>(2 * n);
        for (int j = 1; j <= n; j++) {
            long t = Long.parseLong(st.nextToken());
            if (!seen.add(t)) {
                System.out.println(t + " " + j);
                return;
            }
        }
        System.out.println(-1);
    }
}
