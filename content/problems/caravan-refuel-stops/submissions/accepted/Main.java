import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); long d = (long) in.nval;
        in.nextToken(); long water = (long) in.nval;
        in.nextToken(); int n = (int) in.nval;
        long[] pos = new long[n + 1], supply = new long[n + 1];
        for (int i = 0; i < n; i++) {
            in.nextToken(); pos[i] = (long) in.nval;
            in.nextToken(); supply[i] = (long) in.nval;
        }
        pos[n] = d;
        PriorityQueue<Long> passed = new PriorityQueue<>(Collections.reverseOrder());
        int stops = 0;
        for (int i = 0; i <= n; i++) {
            while (water < pos[i]) {
                if (passed.isEmpty()) { System.out.println(-1); return; }
                water += passed.poll();
                stops++;
            }
            passed.add(supply[i]);
        }
        System.out.println(stops);
    }
}
