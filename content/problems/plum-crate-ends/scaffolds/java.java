import java.io.*;

public class Main {
    // crates: plums per crate, left to right. Return Ada's total when both take ends optimally, Ada first.
    static long adaPlums(long[] crates) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] crates = new long[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            crates[i] = (long) in.nval;
        }
        System.out.println(adaPlums(crates));
    }
}
