import java.io.*;

public class Main {
    // How many positions of log start a copy of motif (overlapping copies count).
    static long countOccurrences(String motif, String log) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String motif = in.readLine().trim();
        String log = in.readLine().trim();
        System.out.println(countOccurrences(motif, log));
    }
}
