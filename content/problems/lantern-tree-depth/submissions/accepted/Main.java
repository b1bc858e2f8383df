import java.io.*;
import java.util.*;

public class Main {
    static class TreeNode {
        int val;
        TreeNode left, right;
        TreeNode(int v) { val = v; }
    }

    static TreeNode build(int[] t) {
        if (t.length == 0 || t[0] == -1) return null;
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
        in.parseNumbers();
        in.nextToken();
        int n = (int) in.nval;
        int[] t = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); t[i] = (int) in.nval; }
        TreeNode root = build(t);
        if (root == null) { System.out.println("0 0"); return; }
        List<TreeNode> level = new ArrayList<>(List.of(root));
        int depth = 0, last = 0;
        while (!level.isEmpty()) {
            depth++;
            last = level.size();
            List<TreeNode> next = new ArrayList<>();
            for (TreeNode u : level) {
                if (u.left != null) next.add(u.left);
                if (u.right != null) next.add(u.right);
            }
            level = next;
        }
        System.out.println(depth + " " + last);
    }
}
