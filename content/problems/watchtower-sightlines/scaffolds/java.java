import java.io.*;
import java.util.*;

public class Main {
    static class TreeNode {
        long val;
        TreeNode left, right;
        TreeNode(long val) { this.val = val; }
    }

    // Builds the tree from level-order tokens (-1 = missing node).
    static TreeNode buildTree(long[] t) {
        if (t.length == 0 || t[0] == -1) return null;
        TreeNode root = new TreeNode(t[0]);
        ArrayDeque<TreeNode> q = new ArrayDeque<>();
        q.add(root);
        int i = 1;
        while (!q.isEmpty() && i < t.length) {
            TreeNode node = q.poll();
            if (i < t.length && t[i] != -1) { node.left = new TreeNode(t[i]); q.add(node.left); }
            i++;
            if (i < t.length && t[i] != -1) { node.right = new TreeNode(t[i]); q.add(node.right); }
            i++;
        }
        return root;
    }

    // Returns how many towers are strictly taller than every tower above them.
    static int countVisible(TreeNode root) {
        // TODO: write your solution here
        return 0;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StreamTokenizer in = new StreamTokenizer(reader);
        in.nextToken();
        int n = (int) in.nval;
        long[] tokens = new long[n];
        for (int i = 0; i < n; i++) { in.nextToken(); tokens[i] = (long) in.nval; }
        TreeNode root = buildTree(tokens);
        int answer = countVisible(root);
        System.out.println(answer);
    }
}
