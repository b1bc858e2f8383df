// Wrong: the segment tree is right, but it lets a run be empty (prefix, suffix and best start at 0), so a ledger
// where every day lost money reports 0 instead of the smallest loss.
#include <bits/stdc++.h>
using namespace std;

struct Node {
    long long tot, pre, suf, best;
};

Node combine(const Node& l, const Node& r) {
    return {l.tot + r.tot, max(l.pre, l.tot + r.pre), max(r.suf, r.tot + l.suf),
            max({l.best, r.best, l.suf + r.pre})};
}

Node leaf(long long v) {
    long long p = max(0LL, v);
    return {v, p, p, p};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    int size = 1;
    while (size < n) size *= 2;
    vector<Node> t(2 * size, Node{0, 0, 0, 0});
    for (int i = 0; i < n; i++) {
        long long v;
        cin >> v;
        t[size + i] = leaf(v);
    }
    for (int k = size - 1; k >= 1; k--) t[k] = combine(t[2 * k], t[2 * k + 1]);
    while (q--) {
        int i;
        long long x;
        cin >> i >> x;
        int k = size + i - 1;
        t[k] = leaf(x);
        for (k /= 2; k >= 1; k /= 2) t[k] = combine(t[2 * k], t[2 * k + 1]);
        cout << t[1].best << "\n";
    }
}
