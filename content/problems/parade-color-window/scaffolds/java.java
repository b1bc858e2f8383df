import java.io.*;
import java.util.*;

public class Main {
    // Return {length, 1-based start} of the first shortest stretch that shows every colour.
    static int[] shortestShot(long[] colours) {
        // TODO: write your solution here
        return new int[] {colours.length, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] colours = new long[n];
        for (int i = 0; i < n; i++) colours[i] = Long.parseLong(st.nextToken());
        int[] answer = shortestShot(colours);
        System.out.println(answer[0] + " " + answer[1]);
    }
}
