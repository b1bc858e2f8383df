import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        long[] ones = new long[30];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            int a = (int) in.nval;
            for (int b = 0; b < 30; b++) ones[b] += (a >> b) & 1;
        }
        long spread = 0;
        for (int b = 0; b < 30; b++) spread += ones[b] * (n - ones[b]);
        System.out.println(spread);
    }
}
