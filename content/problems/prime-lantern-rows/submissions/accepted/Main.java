import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int q = (int) in.nval;
        int[] lo = new int[q], hi = new int[q];
        int top = 1;
        for (int j = 0; j < q; j++) {
            in.nextToken(); lo[j] = (int) in.nval;
            in.nextToken(); hi[j] = (int) in.nval;
            top = Math.max(top, hi[j]);
        }
        boolean[] composite = new boolean[top + 1];
        composite[0] = composite[1] = true;
        for (long p = 2; p * p <= top; p++)
            if (!composite[(int) p])
                for (long m = p * p; m <= top; m += p) composite[(int) m] = true;
        int[] upto = new int[top + 1];
        for (int x = 1; x <= top; x++) upto[x] = upto[x - 1] + (composite[x] ? 0 : 1);
        StringBuilder sb = new StringBuilder();
        for (int j = 0; j < q; j++) sb.append(upto[hi[j]] - upto[lo[j] - 1]).append('\n');
        System.out.print(sb);
    }
}
