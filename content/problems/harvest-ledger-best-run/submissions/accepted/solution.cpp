#include <bits/stdc++.h>
using namespace std;

struct Node {
    long long tot, pre, suf, best;
};
const long long NEG = LLONG_MIN / 4;  // padding leaves: they must not join a run

Node combine(const Node& l, const Node& r) {
    return {l.tot + r.tot, max(l.pre, l.tot + r.pre), max(r.suf, r.tot + l.suf),
            max({l.best, r.best, l.suf + r.pre})};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    int size = 1;
    while (size < n) size *= 2;
    vector<Node> t(2 * size, Node{0, NEG, NEG, NEG});
    for (int i = 0; i < n; i++) {
        long long v;
        cin >> v;
        t[size + i] = {v, v, v, v};
    }
    for (int k = size - 1; k >= 1; k--) t[k] = combine(t[2 * k], t[2 * k + 1]);
    string out;
    while (q--) {
        int i;
        long long x;
        cin >> i >> x;
        int k = size + i - 1;
        t[k] = {x, x, x, x};
        for (k /= 2; k >= 1; k /= 2) t[k] = combine(t[2 * k], t[2 * k + 1]);
        out += to_string(t[1].best);
        out += '\n';
    }
    cout << out;
}
