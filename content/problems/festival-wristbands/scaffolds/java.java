import java.io.*;
import java.util.*;

public class Main {
    // Returns how many visitors can get a band b with wrist <= b <= wrist + k (each band used once).
    static int maxServed(int k, int[] wrists, int[] bands) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[] wrists = new int[n], bands = new int[m];
        for (int i = 0; i < n; i++) { in.nextToken(); wrists[i] = (int) in.nval; }
        for (int j = 0; j < m; j++) { in.nextToken(); bands[j] = (int) in.nval; }
        System.out.println(maxServed(k, wrists, bands));
    }
}
