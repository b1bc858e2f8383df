import java.io.*;
import java.util.*;

public class Main {
    // A move removes 1..k pebbles from one heap; whoever cannot move loses. True when the player to move wins.
    static boolean firstPlayerWins(long k, long[] heaps) {
        // TODO: write your solution here
        return false;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int t = (int) in.nval;
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < t; g++) {
            in.nextToken(); int m = (int) in.nval;
            in.nextToken(); long k = (long) in.nval;
            long[] heaps = new long[m];
            for (int i = 0; i < m; i++) {
                in.nextToken();
                heaps[i] = (long) in.nval;
            }
            sb.append(firstPlayerWins(k, heaps) ? "Ines" : "Tomas").append('\n');
        }
        System.out.print(sb);
    }
}
