import java.io.*;
import java.util.*;

public class Main {
    static final class ListNode {
        int val;
        ListNode next;
        ListNode(int val, ListNode next) { this.val = val; this.next = next; }
    }

    // Merge two sorted lists into one sorted list by relinking their nodes; return its head (null if empty).
    static ListNode mergeBelts(ListNode a, ListNode b) {
        // TODO: write your solution here
        return null;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        ListNode[] lists = new ListNode[2];
        for (int t = 0; t < 2; t++) {
            in.nextToken();
            int n = (int) in.nval;
            int[] v = new int[n];
            for (int i = 0; i < n; i++) { in.nextToken(); v[i] = (int) in.nval; }
            for (int i = n - 1; i >= 0; i--) lists[t] = new ListNode(v[i], lists[t]);
        }
        ListNode merged = mergeBelts(lists[0], lists[1]);
        if (merged == null) { System.out.println("EMPTY"); return; }
        StringBuilder out = new StringBuilder();
        for (ListNode p = merged; p != null; p = p.next) out.append(p == merged ? "" : " ").append(p.val);
        System.out.println(out);
    }
}
