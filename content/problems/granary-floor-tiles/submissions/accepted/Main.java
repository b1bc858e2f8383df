import java.io.*;
import java.util.*;

public class Main {
    static long gcd(long a, long b) {
        while (b != 0) {
            long r = a % b; // Euclid: gcd(a, b) = gcd(b, a mod b)
            a = b;
            b = r;
        }
        return a;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < t; k++) {
            in.nextToken(); long w = (long) in.nval;
            in.nextToken(); long h = (long) in.nval;
            long g = gcd(w, h);
            sb.append(g).append(' ').append((w / g) * (h / g)).append('\n');
        }
        System.out.print(sb);
    }
}
