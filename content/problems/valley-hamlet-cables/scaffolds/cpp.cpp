#include <bits/stdc++.h>
using namespace std;

// routes: {a, b, c} possible cables. Return the smallest total cost connecting all n hamlets, or -1 when the routes
// cannot connect them all.
long long cheapestNetwork(int n, const vector<array<int, 3>>& routes) {
    // TODO: write your solution here
    return -1;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<array<int, 3>> routes(m);
    for (auto& r : routes) cin >> r[0] >> r[1] >> r[2];
    long long cost = cheapestNetwork(n, routes);
    if (cost < 0) cout << "IMPOSSIBLE\n";
    else cout << cost << "\n";
}
