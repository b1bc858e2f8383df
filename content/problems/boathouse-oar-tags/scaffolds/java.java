import java.io.*;
import java.util.*;

public class Main {
    // For each name, its shortest prefix that starts no other name (the whole name if there is none).
    static String[] oarTags(String[] names) {
        // TODO: write your solution here
        return names.clone();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        String[] names = new String[n];
        for (int i = 0; i < n; i++) names[i] = in.readLine().trim();
        StringBuilder sb = new StringBuilder();
        for (String t : oarTags(names)) sb.append(t).append('\n');
        System.out.print(sb);
    }
}
