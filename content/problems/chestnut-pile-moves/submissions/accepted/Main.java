import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int k = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int[] moves = new int[k];
        for (int j = 0; j < k; j++) { in.nextToken(); moves[j] = (int) in.nval; }
        int[] piles = new int[q];
        int top = 0;
        for (int i = 0; i < q; i++) { in.nextToken(); piles[i] = (int) in.nval; top = Math.max(top, piles[i]); }
        // win[x]: the player to move with x chestnuts wins. Size x wins when some move reaches a losing size.
        boolean[] win = new boolean[top + 1];
        for (int x = 1; x <= top; x++)
            for (int s : moves)
                if (s <= x && !win[x - s]) { win[x] = true; break; }
        StringBuilder sb = new StringBuilder();
        for (int n : piles) sb.append(win[n] ? "Mira\n" : "Oskar\n");
        System.out.print(sb);
    }
}
