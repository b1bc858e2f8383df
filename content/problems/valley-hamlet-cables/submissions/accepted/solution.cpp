#include <bits/stdc++.h>
using namespace std;

vector<int> parent, sz;

int find(int x) {
    while (parent[x] != x) {
        parent[x] = parent[parent[x]];  // path halving
        x = parent[x];
    }
    return x;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<array<int, 3>> routes(m);
    for (auto& r : routes) cin >> r[1] >> r[2] >> r[0];  // sort by cost
    sort(routes.begin(), routes.end());
    parent.resize(n + 1);
    iota(parent.begin(), parent.end(), 0);
    sz.assign(n + 1, 1);
    // Kruskal: cheapest first, skipping routes that would close a loop.
    long long total = 0;
    int taken = 0;
    for (auto& [c, a, b] : routes) {
        int ra = find(a), rb = find(b);
        if (ra == rb) continue;
        if (sz[ra] < sz[rb]) swap(ra, rb);  // union by size
        parent[rb] = ra;
        sz[ra] += sz[rb];
        total += c;
        taken++;
    }
    if (taken == n - 1) cout << total << "\n";
    else cout << "IMPOSSIBLE\n";
}
