import java.io.*;
import java.util.*;

public class Main {
    // Return, for each typed text, how many codes start with it.
    static int[] prefixCounts(String[] codes, String[] texts) {
        // TODO: write your solution here
        return new int[texts.length];
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), q = Integer.parseInt(st.nextToken());
        String[] codes = new String[n], texts = new String[q];
        for (int i = 0; i < n; i++) codes[i] = in.readLine().trim();
        for (int i = 0; i < q; i++) texts[i] = in.readLine().trim();
        StringBuilder out = new StringBuilder();
        for (int count : prefixCounts(codes, texts)) out.append(count).append('\n');
        System.out.print(out);
    }
}
