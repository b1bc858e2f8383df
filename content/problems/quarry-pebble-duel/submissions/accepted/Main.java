import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < t; g++) {
            in.nextToken(); int m = (int) in.nval;
            in.nextToken(); long k = (long) in.nval;
            // Grundy value of a heap of a pebbles: a mod (k + 1). The first player wins iff their XOR is not 0.
            long x = 0;
            for (int i = 0; i < m; i++) {
                in.nextToken();
                x ^= ((long) in.nval) % (k + 1);
            }
            sb.append(x != 0 ? "Ines" : "Tomas").append('\n');
        }
        System.out.print(sb);
    }
}
