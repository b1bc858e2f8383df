import java.io.*;

public class Main {
    // keys: every number appears twice except one. Return the number that appears once.
    static int oddKey(int[] keys) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int[] keys = new int[n];
        for (int i = 0; i < n; i++) {
            in.nextToken();
            keys[i] = (int) in.nval;
        }
        System.out.println(oddKey(keys));
    }
}
