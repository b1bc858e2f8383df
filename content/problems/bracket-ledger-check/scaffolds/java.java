import java.io.*;

public class Main {
    // Return "OK", or the 1-based position to report, as a string.
    static String checkFormula(String formula) {
        // TODO: write your solution here
        return "OK";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        System.out.println(checkFormula(in.readLine().trim()));
    }
}
