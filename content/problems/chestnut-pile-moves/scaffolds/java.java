import java.io.*;
import java.util.*;

public class Main {
    // For each pile, true when the player to move (Mira) wins. A move takes exactly s chestnuts, s in moves.
    static boolean[] winners(int[] moves, int[] piles) {
        // TODO: write your solution here
        return new boolean[piles.length];
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int k = (int) in.nval;
        in.nextToken(); int q = (int) in.nval;
        int[] moves = new int[k];
        for (int j = 0; j < k; j++) { in.nextToken(); moves[j] = (int) in.nval; }
        int[] piles = new int[q];
        for (int i = 0; i < q; i++) { in.nextToken(); piles[i] = (int) in.nval; }
        boolean[] w = winners(moves, piles);
        StringBuilder sb = new StringBuilder();
        for (boolean b : w) sb.append(b ? "Mira" : "Oskar").append('\n');
        System.out.print(sb);
    }
}
