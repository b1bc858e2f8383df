import java.io.*;
import java.util.*;

public class Main {
    // Return how many codes have another code as a proper prefix.
    static int countUnreachable(String[] codes) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] codes = new String[n];
        for (int i = 0; i < n; i++) codes[i] = in.readLine().trim();
        System.out.println(countUnreachable(codes));
    }
}
