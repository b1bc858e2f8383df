import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        PriorityQueue<Integer> best = new PriorityQueue<>(); // min-heap of the k best scores; peek() is the k-th best
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            best.add(Integer.parseInt(st.nextToken()));
            if (best.size() > k) best.poll();
            out.append(best.size() == k ? best.peek() : -1).append('\n');
        }
        System.out.print(out);
    }
}
