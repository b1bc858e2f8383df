import java.io.*;

public class Main {
    // Return the length of the longest prefix of s that is also a suffix and occurs strictly inside, or 0.
    static int longestRefrain(String s) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println(longestRefrain(in.readLine().trim()));
    }
}
