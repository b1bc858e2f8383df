import java.io.*;
import java.util.*;

public class Main {
    // Return every different word made of all the tiles, in alphabetical order.
    static List<String> arrangements(String tiles) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        String tiles = new BufferedReader(new InputStreamReader(System.in)).readLine().trim();
        List<String> words = arrangements(tiles);
        StringBuilder out = new StringBuilder().append(words.size()).append('\n');
        for (String w : words) out.append(w).append('\n');
        System.out.print(out);
    }
}
