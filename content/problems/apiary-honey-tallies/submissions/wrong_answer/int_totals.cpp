// Wrong: a Fenwick tree of int. Thirty thousand full hives hold 3 * 10^10 grams, which overflows 32 bits.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<int> amount(n + 1), tree(n + 1, 0);
    for (int i = 1; i <= n; i++) cin >> amount[i];
    auto add = [&](int i, int delta) {
        for (; i <= n; i += i & -i) tree[i] += delta;
    };
    auto prefix = [&](int i) {
        int total = 0;
        for (; i > 0; i -= i & -i) total += tree[i];
        return total;
    };
    for (int i = 1; i <= n; i++) add(i, amount[i]);
    string op;
    int a, b;
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
