import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        int val;
        ListNode next;
        ListNode(int val, ListNode next) { this.val = val; this.next = next; }
    }

    // Rearrange the list in place to r1, rn, r2, r(n-1), ... by relinking nodes. The head stays the same node.
    static void shuffleRelay(ListNode head) {
        // TODO: write your solution here
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        ListNode head = null;
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = Integer.parseInt(st.nextToken());
        for (int i = n - 1; i >= 0; i--) head = new ListNode(r[i], head);
        shuffleRelay(head);
        StringBuilder out = new StringBuilder();
        for (ListNode p = head; p != null; p = p.next) out.append(p == head ? "" : " ").append(p.val);
        System.out.println(out);
    }
}
