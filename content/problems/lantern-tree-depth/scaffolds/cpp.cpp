#include <bits/stdc++.h>
using namespace std;

struct TreeNode {
    int val;
    TreeNode *left = nullptr, *right = nullptr;
    explicit TreeNode(int v) : val(v) {}
};

// Builds the tree from level-order tokens (-1 = missing lantern).
TreeNode* buildTree(const vector<int>& t) {
    if (t.empty() || t[0] == -1) return nullptr;
    TreeNode* root = new TreeNode(t[0]);
    queue<TreeNode*> q;
    q.push(root);
    size_t i = 1;
    while (!q.empty() && i < t.size()) {
        TreeNode* node = q.front(); q.pop();
        if (i < t.size() && t[i] != -1) { node->left = new TreeNode(t[i]); q.push(node->left); }
        i++;
        if (i < t.size() && t[i] != -1) { node->right = new TreeNode(t[i]); q.push(node->right); }
        i++;
    }
    return root;
}

// Returns {depth, lanterns on the deepest level}; {0, 0} for an empty tree.
pair<int, int> lanternDepth(TreeNode* root) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<int> tokens(n);
    for (auto& x : tokens) cin >> x;
    auto [depth, count] = lanternDepth(buildTree(tokens));
    cout << depth << " " << count << "\n";
}
