import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        long k = Long.parseLong(st.nextToken());
        st = new StringTokenizer(in.readLine());
        HashMap<Long, Integer> seen = new HashMap<>(4 * n);
        seen.put(0L, 1);
        long prefix = 0, spans = 0;
        for (int j = 0; j < n; j++) {
            prefix += Long.parseLong(st.nextToken());
            spans += seen.getOrDefault(prefix - k, 0);
            seen.merge(prefix, 1, Integer::sum);
        }
        System.out.println(spans);
    }
}
