import java.io.*;

public class Main {
    // Return {length, 1-based start} of the leftmost longest palindromic stretch of s.
    static int[] longestEcho(String s) {
        // TODO: write your solution here
        return new int[] {1, 1};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int[] answer = longestEcho(in.readLine().trim());
        System.out.println(answer[0] + " " + answer[1]);
    }
}
