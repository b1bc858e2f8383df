import java.io.*;

public class Main {
    // codes: integers below 2^30. Return the sum over all pairs of the number of differing bits.
    static long spread(int[] codes) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] codes = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            codes[i] = (int) in.nval;
        }
        System.out.println(spread(codes));
    }
}
