import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        int val;
        ListNode next;
        ListNode(int val, ListNode next) { this.val = val; this.next = next; }
    }

    // Remove the k-th node counted from the end; return the new head (null if the list becomes empty).
    static ListNode removeFromEnd(ListNode head, int k) {
        // TODO: write your solution here
        return head;
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
        for (ListNode p = head; p != null; p = p.next) out.append(p == head ? "" : " ").append(p.val);
        System.out.println(out);
    }
}
