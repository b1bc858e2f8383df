import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        PriorityQueue<Long> low = new PriorityQueue<>(Collections.reverseOrder()); // lower half, heaviest first
        PriorityQueue<Long> high = new PriorityQueue<>(); // upper half, lightest first
        long sum = 0;
        for (int i = 0; i < n; i++) {
            long w = Long.parseLong(st.nextToken());
            if (low.isEmpty() || w <= low.peek()) low.add(w);
            else high.add(w);
            if (low.size() > high.size() + 1) high.add(low.poll()); // rebalance: low holds ceil(k / 2) loaves
            else if (high.size() > low.size()) low.add(high.poll());
            sum += low.peek();
        }
        System.out.println(sum);
    }
}
