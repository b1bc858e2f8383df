import java.io.*;
import java.util.*;

public class Main {
    static final int EXACT = 200; // exact Grundy values up to here; from 71 on they repeat with period 12
    static int[] small = new int[EXACT + 1];

    static int g(int m) {
        return m <= EXACT ? small[m] : small[179 + (m - 71) % 12];
    }

    public static void main(String[] args) throws IOException {
        for (int m = 1; m <= EXACT; m++) {
            boolean[] seen = new boolean[256];
            for (int a = 0; a < m; a++) seen[small[a] ^ small[m - 1 - a]] = true;
            for (int a = 0; a + 1 < m; a++) seen[small[a] ^ small[m - 2 - a]] = true;
            int v = 0;
            while (seen[v]) v++;
            small[m] = v;
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        in.readLine();
        String row = in.readLine().trim();
        List<Integer> lengths = new ArrayList<>();
        for (String part : row.split("\\.")) if (!part.isEmpty()) lengths.add(part.length());
        int total = 0;
        for (int m : lengths) total ^= g(m);
        long wins = 0;
        for (int m : lengths) {
            int need = total ^ g(m);
            for (int a = 0; a < m; a++) if ((g(a) ^ g(m - 1 - a)) == need) wins++;
            for (int a = 0; a + 1 < m; a++) if ((g(a) ^ g(m - 2 - a)) == need) wins++;
        }
        System.out.println(wins);
    }
}
