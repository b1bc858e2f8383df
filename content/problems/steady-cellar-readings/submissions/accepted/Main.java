import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in), 1 << 16);
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int d = Integer.parseInt(st.nextToken());
        int[] t = new int[n];
        st = new StringTokenizer(in.readLine());
        for (int i = 0; i < n; i++) t[i] = Integer.parseInt(st.nextToken());
        ArrayDeque<Integer> hi = new ArrayDeque<>(), lo = new ArrayDeque<>();
        int left = 0, bestLen = 0, bestStart = 0;
        for (int right = 0; right < n; right++) {
            while (!hi.isEmpty() && t[hi.peekLast()] <= t[right]) hi.pollLast();
            hi.addLast(right);
            while (!lo.isEmpty() && t[lo.peekLast()] >= t[right]) lo.pollLast();
            lo.addLast(right);
            while (t[hi.peekFirst()] - t[lo.peekFirst()] > d) { // shrink until the window is steady again
                left++;
                if (hi.peekFirst() < left) hi.pollFirst();
                if (lo.peekFirst() < left) lo.pollFirst();
            }
            if (right - left + 1 > bestLen) {
                bestLen = right - left + 1;
                bestStart = left;
            }
        }
        System.out.println(bestLen + " " + (bestStart + 1));
    }
}
