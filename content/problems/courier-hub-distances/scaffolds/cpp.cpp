#include <bits/stdc++.h>
using namespace std;

// children[u] lists {child, road length} for village u (1-based; village 1 is the root).
// Returns {minimum total distance, sorted villages that achieve it}.
pair<long long, vector<int>> bestHubs(int n, const vector<vector<pair<int, int>>>& children) {
    // TODO: write your solution here
    return {0, {1}};
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<vector<pair<int, int>>> adj(n + 1), children(n + 1);
    for (int i = 2; i <= n; i++) {
        int p, w;
        cin >> p >> w;
        adj[i].push_back({p, w});
        adj[p].push_back({i, w});
    }
    // Parents may have larger numbers than their children, so orient the roads from village 1 with a search.
    vector<bool> seen(n + 1, false);
    vector<int> stack{1};
    seen[1] = true;
    while (!stack.empty()) {
        int u = stack.back(); stack.pop_back();
        for (auto [v, w] : adj[u])
            if (!seen[v]) { seen[v] = true; children[u].push_back({v, w}); stack.push_back(v); }
    }
    auto [best, hubs] = bestHubs(n, children);
    cout << best << "\n" << hubs.size();
    for (int h : hubs) cout << " " << h;
    cout << "\n";
}
