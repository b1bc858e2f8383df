#include <bits/stdc++.h>
using namespace std;

vector<int> parent_, size_;

int findRoot(int x) {
    int root = x;
    while (parent_[root] != root) root = parent_[root];
    while (parent_[x] != root) {  // path compression
        int next = parent_[x];
        parent_[x] = root;
        x = next;
    }
    return root;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    parent_.resize(n + 1);
    size_.assign(n + 1, 1);
    iota(parent_.begin(), parent_.end(), 0);
    string op, out;
    for (int i = 0; i < q; i++) {
        int a, b;
        cin >> op >> a >> b;
        int ra = findRoot(a), rb = findRoot(b);
        if (op == "tie") {
            if (ra == rb) continue;
            if (size_[ra] < size_[rb]) swap(ra, rb);  // union by size
            parent_[rb] = ra;
            size_[ra] += size_[rb];
        } else {
            out += ra == rb ? "YES\n" : "NO\n";
        }
    }
    cout << out;
    return 0;
}
