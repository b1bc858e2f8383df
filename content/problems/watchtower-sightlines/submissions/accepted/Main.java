import java.io.*;
import java.util.*;

public class Main {
    static class TreeNode {
        long val;
        TreeNode left, right;
        TreeNode(long v) { val = v; }
    }

    static TreeNode build(long[] t) {
        TreeNode root = new TreeNode(t[0]);
        ArrayDeque<TreeNode> q = new ArrayDeque<>();
        q.add(root);
        int i = 1;
        while (!q.isEmpty() && i < t.length) {
            TreeNode u = q.poll();
            if (i < t.length && t[i] != -1) { u.left = new TreeNode(t[i]); q.add(u.left); }
            i++;
            if (i < t.length && t[i] != -1) { u.right = new TreeNode(t[i]); q.add(u.right); }
            i++;
        }
        return root;
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        long[] t = new long[n];
        for (int i = 0; i < n; i++) { in.nextToken(); t[i] = (long) in.nval; }
        TreeNode root = build(t);
        ArrayDeque<TreeNode> nodes = new ArrayDeque<>();
        ArrayDeque<Long> above = new ArrayDeque<>();
        nodes.push(root);
        above.push(-1L);
        int visible = 0;
        while (!nodes.isEmpty()) {
            TreeNode u = nodes.pop();
            long a = above.pop();
            if (u.val > a) visible++;
            long carry = Math.max(a, u.val);
            if (u.left != null) { nodes.push(u.left); above.push(carry); }
            if (u.right != null) { nodes.push(u.right); above.push(carry); }
        }
        System.out.println(visible);
    }
}
