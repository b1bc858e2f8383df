import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[][] jobs = new long[n][2];  // {deadline, duration}
        for (int i = 0; i < n; i++) {
            in.nextToken(); jobs[i][1] = (long) in.nval;
            in.nextToken(); jobs[i][0] = (long) in.nval;
        }
        Arrays.sort(jobs, (a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
        PriorityQueue<Long> chosen = new PriorityQueue<>(Collections.reverseOrder());
        long total = 0;
        for (long[] job : jobs) {
            chosen.add(job[1]);
            total += job[1];
            if (total > job[0]) total -= chosen.poll();
        }
        System.out.println(chosen.size());
    }
}
