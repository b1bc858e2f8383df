import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        int val;
        ListNode next;
        ListNode(int val, ListNode next) { this.val = val; this.next = next; }
    }

    static ListNode removeFromEnd(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode lead = dummy, trail = dummy;
        for (int i = 0; i < k; i++) lead = lead.next;
        while (lead.next != null) { lead = lead.next; trail = trail.next; }
        trail.next = trail.next.next;
        return dummy.next;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer st = new StringTokenizer(in.readLine());
        int n = Integer.parseInt(st.nextToken()), k = Integer.parseInt(st.nextToken());
        st = new StringTokenizer(in.readLine());
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = Integer.parseInt(st.nextToken());
        ListNode head = null;
        for (int i = n - 1; i >= 0; i--) head = new ListNode(a[i], head);
        head = removeFromEnd(head, k);
        if (head == null) { System.out.println("EMPTY"); return; }
        StringBuilder out = new StringBuilder();
        for (ListNode p = head; p != null; p = p.next) {
            if (p != head) out.append(' ');
            out.append(p.val);
        }
        System.out.println(out);
    }
}
