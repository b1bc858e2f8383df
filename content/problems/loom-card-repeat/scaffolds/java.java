import java.io.*;
import java.util.*;

public class Main {
    // Return {L, p}: the length of the longest stretch appearing at least twice (overlaps allowed) and the smallest
    // 1-based start of such a stretch; {0, 0} when no letter repeats.
    static int[] longestRepeat(String s) {
        // TODO: write your solution here
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        String s = new BufferedReader(new InputStreamReader(System.in)).readLine().trim();
        int[] r = longestRepeat(s);
        System.out.println(r[0] + " " + r[1]);
    }
}
