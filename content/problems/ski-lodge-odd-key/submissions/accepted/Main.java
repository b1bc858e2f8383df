import java.io.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        int all = 0;
        for (int i = 0; i < n; i++) {
            in.nextToken();
            all ^= (int) in.nval; // pairs cancel out: x ^ x = 0
        }
        System.out.println(all);
    }
}
