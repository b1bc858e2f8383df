import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        PriorityQueue<Long> ropes = new PriorityQueue<>();
        for (int i = 0; i < n; i++) ropes.add(Long.parseLong(st.nextToken()));
        long cost = 0; // up to about 7e9: needs 64 bits
        while (ropes.size() > 1) {
            long a = ropes.poll(), b = ropes.poll();
            cost += a + b; // splice the two shortest ropes
            ropes.add(a + b);
        }
        System.out.println(cost);
    }
}
