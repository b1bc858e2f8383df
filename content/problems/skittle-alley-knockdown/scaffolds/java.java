import java.io.*;

public class Main {
    // row: 'I' (standing) and '.' (empty). Return how many first throws win.
    static long winningThrows(String row) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        in.readLine();
        System.out.println(winningThrows(in.readLine().trim()));
    }
}
