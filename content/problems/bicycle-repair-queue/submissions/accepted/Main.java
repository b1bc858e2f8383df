import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        long[] t = new long[n], d = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken(); t[i] = (long) in.nval;
            in.nextToken(); d[i] = (long) in.nval;
        }
        Integer[] byArrival = new Integer[n];
        for (int i = 0; i < n; i++) byArrival[i] = i;
        Arrays.sort(byArrival, (a, b) -> t[a] != t[b] ? Long.compare(t[a], t[b]) : Integer.compare(a, b));
        PriorityQueue<Integer> waiting = new PriorityQueue<>((a, b) ->
            d[a] != d[b] ? Long.compare(d[a], d[b]) : t[a] != t[b] ? Long.compare(t[a], t[b]) : Integer.compare(a, b));
        long now = 0;
        int next = 0;
        StringBuilder sb = new StringBuilder();
        for (int done = 0; done < n; done++) {
            if (waiting.isEmpty() && t[byArrival[next]] > now) now = t[byArrival[next]];
            while (next < n && t[byArrival[next]] <= now) waiting.add(byArrival[next++]);
            int i = waiting.poll();
            if (done > 0) sb.append(' ');
            sb.append(i + 1);
            now += d[i];
        }
        System.out.println(sb);
    }
}
