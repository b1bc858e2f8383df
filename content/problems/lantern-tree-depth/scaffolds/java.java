import java.io.*;
import java.util.*;

public class Main {
    static class TreeNode {
        int val;
        TreeNode left, right;
        TreeNode(int val) { this.val = val; }
    }

    // Builds the tree from level-order tokens (-1 = missing lantern).
    static TreeNode buildTree(int[] t) {
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

    // Returns {depth, lanterns on the deepest level}; {0, 0} for an empty tree.
    static int[] lanternDepth(TreeNode root) {
        // TODO: write your solution here
        return new int[] {0, 0};
    }

    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in));
        in.nextToken();
        int n = (int) in.nval;
        int[] tokens = new int[n];
        for (int i = 0; i < n; i++) { in.nextToken(); tokens[i] = (int) in.nval; }
        int[] answer = lanternDepth(buildTree(tokens));
        System.out.println(answer[0] + " " + answer[1]);
    }
}
