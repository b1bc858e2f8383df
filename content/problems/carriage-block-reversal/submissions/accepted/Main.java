import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        int val;
        ListNode next;
        ListNode(int val, ListNode next) { this.val = val; this.next = next; }
    }

    static ListNode reverseBlocks(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head), doneTail = dummy;
        while (true) {
            ListNode probe = doneTail;
            for (int i = 0; i < k && probe != null; i++) probe = probe.next;
            if (probe == null) break;
            ListNode first = doneTail.next, after = probe.next, prev = after, cur = first;
            while (cur != after) {
                ListNode next = cur.next;
                cur.next = prev;
                prev = cur;
                cur = next;
            }
            doneTail.next = prev;
            doneTail = first;
        }
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        int[] c = new int[n];
        for (int i = 0; i < n; i++) c[i] = Integer.parseInt(st.nextToken());
        ListNode head = null;
        for (int i = n - 1; i >= 0; i--) head = new ListNode(c[i], head);
        head = reverseBlocks(head, k);
        StringBuilder out = new StringBuilder();
        for (ListNode p = head; p != null; p = p.next) out.append(p == head ? "" : " ").append(p.val);
        System.out.println(out);
    }
}
