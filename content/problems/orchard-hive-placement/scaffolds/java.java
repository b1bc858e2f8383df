import java.io.*;
import java.util.*;

public class Main {
    // grid: n strings of '.' (free) and '#' (tree). Count placements of n hives, one per row and column, on free
    // plots, with no two on a common diagonal.
    static long countSetups(String[] grid) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] grid = new String[n];
        for (int r = 0; r < n; r++) grid[r] = in.readLine().trim();
        System.out.println(countSetups(grid));
    }
}
