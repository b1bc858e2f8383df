import java.io.*;

public class Main {
    // species: the species of each shrub, in order. Returns {length, first shrub (1-based)} or null.
    static int[] shortestStretch(int k, int[] species) {
        // TODO: write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[] species = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); species[i] = (int) in.nval; }
        int[] answer = shortestStretch(k, species);
        System.out.println(answer == null ? "-1" : answer[0] + " " + answer[1]);
    }
}
