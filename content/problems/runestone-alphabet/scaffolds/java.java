import java.io.*;
import java.util.*;

public class Main {
    // words: the glossary in order. Returns the alphabet, "AMBIGUOUS" or "INCONSISTENT".
    static String readAlphabet(int k, String[] words) {
        // TODO: write your solution here
        return "AMBIGUOUS";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        int n = Integer.parseInt(st.nextToken());
        String[] words = new String[n];
        for (int i = 0; i < n; i++) words[i] = in.readLine().trim();
        System.out.println(readAlphabet(k, words));
    }
}
