import java.io.*;
import java.util.*;

public class Main {
    // Group the words into anagram shelves; return {number of shelves, fullest shelf's size, chosen word}.
    static String[] shelve(String[] words) {
        // TODO: write your solution here
        return new String[] {"0", "0", ""};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = in.readLine().trim();
        System.out.println(String.join("\n", shelve(words)));
    }
}
