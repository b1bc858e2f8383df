import java.io.*;

public class Main {
    // Return the smallest s with a.substring(s) + a.substring(0, s) equal to b, or -1.
    static int smallestShift(String a, String b) {
        // TODO: write your solution here
        return -1;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String a = in.readLine().trim(), b = in.readLine().trim();
        System.out.println(smallestShift(a, b));
    }
}
