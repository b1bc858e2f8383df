import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); long k = (long) in.nval;
        HashMap<Long, Integer> seen = new HashMap<>(2 * n + 16);
        seen.put(0L, 1);
        long prefix = 0, runs = 0;
        for (int i = 0; i < n; i++) {
            in.nextToken();
            prefix += (long) in.nval;
            long r = Math.floorMod(prefix, k);
            int c = seen.getOrDefault(r, 0);
            runs += c;
            seen.put(r, c + 1);
        }
        System.out.println(runs);
    }
}
