import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        long level = 0, lowest = 0;
        for (int i = 0; i < n; i++) {
            level += Long.parseLong(st.nextToken());
            lowest = Math.min(lowest, level);
        }
        System.out.println(-lowest);
    }
}
