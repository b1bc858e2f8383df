import java.io.*;
import java.util.*;

public class Main {
    static class NearShelf {
        final int capacity;
        // TODO: choose your data structures

        NearShelf(int capacity) {
            this.capacity = capacity;
        }

        // Serves a request; returns true if the book had to be fetched from the stacks.
        boolean request(int book) {
            // TODO
            return true;
        }

        // Removes the book from the shelf if it is there.
        void damage(int book) {
            // TODO
        }

        // The books on the shelf, most recently requested first.
        List<Integer> books() {
            // TODO
            return new ArrayList<>();
        }
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int k = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        NearShelf shelf = new NearShelf(k);
        long fetches = 0;
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            char kind = st.nextToken().charAt(0);
            int x = Integer.parseInt(st.nextToken());
            if (kind == 'R') {
                if (shelf.request(x)) fetches++;
            } else {
                shelf.damage(x);
            }
        }
        List<Integer> books = shelf.books();
        StringBuilder sb = new StringBuilder();
        sb.append(fetches).append('\n');
        if (books.isEmpty()) sb.append("EMPTY");
        for (int i = 0; i < books.size(); i++) sb.append(i > 0 ? " " : "").append(books.get(i));
        System.out.println(sb);
    }
}
