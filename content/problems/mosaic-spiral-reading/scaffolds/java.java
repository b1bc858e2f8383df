import java.io.*;
import java.util.*;

public class Main {
    // rows: the mosaic, r strings of c letters. Return the letters in clockwise spiral order from the top-left.
    static String spiral(String[] rows) {
        // TODO: write your solution here
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int r = Integer.parseInt(st.nextToken());
        String[] rows = new String[r];
        for (int i = 0; i < r; i++) rows[i] = in.readLine().trim();
        System.out.println(spiral(rows));
    }
}
