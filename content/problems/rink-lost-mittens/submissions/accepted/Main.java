import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        HashMap<Integer, Long> counts = new HashMap<>();
        for (int i = 0; i < n; i++) {
            in.nextToken();
            counts.merge((int) in.nval, 1L, Long::sum);
        }
        // A colour with c mittens gives c choose 2 same-colour draws; every other draw mixes two colours.
        long same = 0;
        for (long c : counts.values()) same += c * (c - 1) / 2;
        long all = (long) n * (n - 1) / 2;
        System.out.println(same + " " + (all - same));
    }
}
