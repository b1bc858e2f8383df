import java.io.*;
import java.util.*;

public class Main {
    // a, b: patterns below 2^60. Return how many lamps are lit in one and dark in the other.
    static int lampsToSwitch(long a, long b) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int q = Integer.parseInt(in.readLine().trim());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < q; i++) {
            StringTokenizer st = new StringTokenizer(in.readLine());
            out.append(lampsToSwitch(Long.parseLong(st.nextToken()), Long.parseLong(st.nextToken()))).append('\n');
        }
        System.out.print(out);
    }
}
