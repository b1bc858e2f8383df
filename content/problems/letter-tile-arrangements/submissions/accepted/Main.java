import java.io.*;
import java.util.*;

public class Main {
    static int[] counts = new int[26];
    static StringBuilder word = new StringBuilder(), out = new StringBuilder();
    static int n, found;

    static void place() {
        if (word.length() == n) {
            out.append(word).append('\n');
            found++;
            return;
        }
        for (int c = 0; c < 26; c++) { // each distinct letter once per position, in alphabetical order
            if (counts[c] == 0) continue;
            counts[c]--;
            word.append((char) ('a' + c));
            place();
            word.setLength(word.length() - 1); // take the tile back
            counts[c]++;
        }
    }

    public static void main(String[] args) throws IOException {
        String s = new BufferedReader(new InputStreamReader(System.in)).readLine().trim();
        n = s.length();
        for (char ch : s.toCharArray()) counts[ch - 'a']++;
        place();
        System.out.print(found + "\n" + out);
    }
}
