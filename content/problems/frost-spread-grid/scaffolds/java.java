import java.io.*;
import java.util.*;

public class Main {
    // grid: rows over 'F', '.', '#'. Returns the minutes until no water is left, or -1.
    static int minutesToFreeze(char[][] grid) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        char[][] grid = new char[r][];
        for (int i = 0; i < r; i++) grid[i] = in.readLine().trim().toCharArray();
        System.out.println(minutesToFreeze(grid));
    }
}
