import java.io.*;
import java.util.*;

public class Main {
    // Return {length, 1-based start} of the first longest stretch with at most k shaded ('0') tiles; {0, 1} if none.
    static int[] longestSunlit(int k, String path) {
        // TODO: write your solution here
        return new int[] {0, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        int[] answer = longestSunlit(k, in.readLine().trim());
        System.out.println(answer[0] + " " + answer[1]);
    }
}
