import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken(); int n = (int) in.nval;
        in.nextToken(); int m = (int) in.nval;
        in.nextToken(); int k = (int) in.nval;
        int[] w = new int[n], b = new int[m];
        for (int i = 0; i < n; i++) { in.nextToken(); w[i] = (int) in.nval; }
        for (int j = 0; j < m; j++) { in.nextToken(); b[j] = (int) in.nval; }
        Arrays.sort(w);
        Arrays.sort(b);
        int i = 0, j = 0, served = 0;
        while (i < n && j < m) {
            if (b[j] < w[i]) j++;
            else if (b[j] > w[i] + k) i++;
            else { served++; i++; j++; }
        }
        System.out.println(served);
    }
}
