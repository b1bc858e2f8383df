import java.io.*;
import java.util.*;

public class Main {
    // grid: R rows of C characters. Return the rows after k clockwise quarter turns.
    static String[] turnBlock(String[] grid, long k) {
        // TODO: write your solution here
        return grid;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer head = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(head.nextToken());
        head.nextToken();
        long k = Long.parseLong(head.nextToken());
        String[] grid = new String[r];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim();
        System.out.println(String.join("\n", turnBlock(grid, k)));
    }
}
