import java.io.*;
import java.util.*;

public class Main {
    // ops[i] is "tie" or "ask" for the rafts a[i] and b[i]. Return the answers ("YES" / "NO") of the ask lines, in order.
    static List<String> answerLog(int n, String[] ops, int[] a, int[] b) {
        // TODO: write your solution here
        return new ArrayList<>();
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken());
        int q = Integer.parseInt(st.nextToken());
        String[] ops = new String[q];
        int[] a = new int[q], b = new int[q];
        for (int i = 0; i < q; i++) {
            st = new StringTokenizer(in.readLine());
            ops[i] = st.nextToken();
            a[i] = Integer.parseInt(st.nextToken());
            b[i] = Integer.parseInt(st.nextToken());
        }
        StringBuilder out = new StringBuilder();
        for (String answer : answerLog(n, ops, a, b)) out.append(answer).append('\n');
        System.out.print(out);
    }
}
