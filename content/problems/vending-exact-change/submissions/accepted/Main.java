import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int k = (int) in.nval;
        in.nextToken(); int amount = (int) in.nval;
        int[] coins = new int[k];
        for (int i = 0; i < k; i++) { in.nextToken(); coins[i] = (int) in.nval; }
        final int INF = Integer.MAX_VALUE / 2;
        int[] best = new int[amount + 1];
        Arrays.fill(best, INF);
        best[0] = 0;
        for (int a = 1; a <= amount; a++)
            for (int d : coins)
                if (d <= a && best[a - d] + 1 < best[a]) best[a] = best[a - d] + 1;
        System.out.println(best[amount] >= INF ? -1 : best[amount]);
    }
}
