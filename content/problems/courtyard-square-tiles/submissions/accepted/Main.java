import java.io.*;
import java.util.*;

public class Main {
    static long euclid(long a, long b) {
        while (b != 0) { long r = a % b; a = b; b = r; }
        return a;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int t = Integer.parseInt(in.readLine().trim());
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            long w = Long.parseLong(st.nextToken()), h = Long.parseLong(st.nextToken());
            long s = euclid(w, h);
            sb.append(s).append(' ').append((w / s) * (h / s)).append('\n');
        }
        System.out.print(sb);
    }
}
