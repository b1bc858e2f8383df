import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        // accessOrder = true: get() moves a key to the end; iteration runs from least to most recently requested.
        LinkedHashMap<Integer, Boolean> shelf = new LinkedHashMap<>(16, 0.75f, true);
        long fetches = 0;
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            char kind = st.nextToken().charAt(0);
            int x = Integer.parseInt(st.nextToken());
            if (kind == 'R') {
                if (shelf.get(x) == null) {
                    fetches++;
                    if (shelf.size() == k) {
                        Iterator<Integer> oldest = shelf.keySet().iterator();
                        oldest.next();
                        oldest.remove();
                    }
                    shelf.put(x, Boolean.TRUE);
                }
            } else {
                shelf.remove(x);
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(fetches).append('\n');
        if (shelf.isEmpty()) sb.append("EMPTY");
        else {
            Integer[] books = shelf.keySet().toArray(new Integer[0]);
            for (int i = books.length - 1; i >= 0; i--) {
                sb.append(books[i]);
                if (i > 0) sb.append(' ');
            }
        }
        System.out.println(sb);
    }
}
