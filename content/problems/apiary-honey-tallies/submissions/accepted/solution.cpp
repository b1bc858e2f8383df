#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> amount(n + 1), tree(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> amount[i];
    // Fenwick tree: tree[i] = total of hives i - (i & -i) + 1 .. i.
    auto add = [&](int i, long long delta) {
        for (; i <= n; i += i & -i) tree[i] += delta;
    };
    auto prefix = [&](int i) {
        long long total = 0;
        for (; i > 0; i -= i & -i) total += tree[i];
        return total;
    };
    for (int i = 1; i <= n; i++) add(i, amount[i]);
    string op;
    long long a, b;
    while (q--) {
        cin >> op >> a >> b;
        if (op == "set") {
            add(a, b - amount[a]);
            amount[a] = b;
        } else {
            cout << prefix(b) - prefix(a - 1) << "\n";
        }
    }
}
