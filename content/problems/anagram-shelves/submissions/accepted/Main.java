import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        HashMap<String, Integer> size = new HashMap<>(2 * n);
        HashMap<String, String> smallest = new HashMap<>(2 * n);
        for (int i = 0; i < n; i++) {
            String w = in.readLine().trim();
            char[] letters = w.toCharArray();
            Arrays.sort(letters);
            String key = new String(letters);
            size.merge(key, 1, Integer::sum);
            String current = smallest.get(key);
            if (current == null || w.compareTo(current) < 0) smallest.put(key, w);
        }
        int bestSize = 0;
        String bestWord = null;
        for (Map.Entry<String, Integer> e : size.entrySet()) {
            String w = smallest.get(e.getKey());
            int count = e.getValue();
            if (count > bestSize || (count == bestSize && w.compareTo(bestWord) < 0)) {
                bestSize = count;
                bestWord = w;
            }
        }
        System.out.println(size.size() + "\n" + bestSize + "\n" + bestWord);
    }
}
