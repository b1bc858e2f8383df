#include <bits/stdc++.h>
using namespace std;

struct TreeNode {
    int val;
    TreeNode *left = nullptr, *right = nullptr;
    explicit TreeNode(int v) : val(v) {}
};

// Builds the tree from level-order tokens (-1 = missing), iteratively so deep chains are fine.
TreeNode* build(const vector<int>& t) {
    if (t.empty() || t[0] == -1) return nullptr;
    TreeNode* root = new TreeNode(t[0]);
    queue<TreeNode*> q;
    q.push(root);
    size_t i = 1;
    while (!q.empty() && i < t.size()) {
        TreeNode* u = q.front(); q.pop();
        if (i < t.size() && t[i] != -1) { u->left = new TreeNode(t[i]); q.push(u->left); }
        i++;
        if (i < t.size() && t[i] != -1) { u->right = new TreeNode(t[i]); q.push(u->right); }
        i++;
    }
    return root;
}

int main() {
    int n;
    scanf("%d", &n);
    vector<int> t(n);
    for (auto& x : t) scanf("%d", &x);
    TreeNode* root = build(t);
    if (!root) { puts("0 0"); return 0; }
    vector<TreeNode*> level{root};
    int depth = 0, last = 0;
    while (!level.empty()) {
        depth++;
        last = level.size();
        vector<TreeNode*> next;
        for (TreeNode* u : level) {
            if (u->left) next.push_back(u->left);
            if (u->right) next.push_back(u->right);
        }
        level.swap(next);
    }
    printf("%d %d\n", depth, last);
}
