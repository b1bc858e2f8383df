import java.io.*;

public class Main {
    // entries: the ledger in order. Returns how many runs of consecutive entries total a multiple of k.
    static long countRuns(long k, long[] entries) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); long k = (long) in.nval;
        long[] entries = new long[n];
        for (int i = 0; i < n; i++) { in.nextToken(); entries[i] = (long) in.nval; }
        System.out.println(countRuns(k, entries));
    }
}
