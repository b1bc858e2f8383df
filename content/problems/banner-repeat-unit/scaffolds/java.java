import java.io.*;

public class Main {
    // Return the length of the shortest stamp that could have printed the strip.
    static int shortestStamp(String strip) {
        // TODO: write your solution here
        return strip.length();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println(shortestStamp(in.readLine().trim()));
    }
}
