import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        int[] h = new int[n], dist = new int[n], waiting = new int[n];
        for (int i = 0; i < n; i++) h[i] = Integer.parseInt(st.nextToken());
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && h[waiting[top - 1]] < h[i]) {
                int j = waiting[--top];
                dist[j] = i - j;
            }
            waiting[top++] = i;
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) out.append(' ');
            out.append(dist[i]);
        }
        System.out.println(out);
    }
}
