#include <bits/stdc++.h>
using namespace std;

struct TreeNode {
    long long val;
    TreeNode *left = nullptr, *right = nullptr;
    explicit TreeNode(long long v) : val(v) {}
};

// Builds the tree from level-order tokens (-1 = missing node).
TreeNode* buildTree(const vector<long long>& t) {
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

// Returns how many towers are strictly taller than every tower above them.
int countVisible(TreeNode* root) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<long long> tokens(n);
    for (auto& x : tokens) cin >> x;
    TreeNode* root = buildTree(tokens);
    auto answer = countVisible(root);
    cout << answer << "\n";
}
