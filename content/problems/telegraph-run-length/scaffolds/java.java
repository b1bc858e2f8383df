import java.io.*;

public class Main {
    // Return the message as the telegraph clerk sends it.
    static String shorten(String message) {
        // TODO: write your solution here
        return message;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println(shorten(in.readLine().trim()));
    }
}
