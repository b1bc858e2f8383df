#include <bits/stdc++.h>
using namespace std;

struct TreeNode {
    long long val;
    TreeNode *left = nullptr, *right = nullptr;
    explicit TreeNode(long long v) : val(v) {}
};

TreeNode* build(const vector<long long>& t) {
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
    vector<long long> t(n);
    for (auto& x : t) scanf("%lld", &x);
    TreeNode* root = build(t);
    // Iterative DFS carrying the tallest height seen strictly above each node.
    vector<pair<TreeNode*, long long>> stack{{root, -1}};
    int visible = 0;
    while (!stack.empty()) {
        auto [u, above] = stack.back();
        stack.pop_back();
        if (u->val > above) visible++;
        long long carry = max(above, u->val);
        if (u->left) stack.push_back({u->left, carry});
        if (u->right) stack.push_back({u->right, carry});
    }
    printf("%d\n", visible);
}
