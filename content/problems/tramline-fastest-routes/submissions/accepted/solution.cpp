#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    const long long MOD = 1000000007LL;
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b, t;
        cin >> a >> b >> t;
        adj[a].push_back({b, t});
        adj[b].push_back({a, t});
    }
    const long long INF = LLONG_MAX;
    vector<long long> dist(n + 1, INF), ways(n + 1, 0);
    dist[1] = 0;
    ways[1] = 1;
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> heap;
    heap.push({0, 1});
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (d > dist[u]) continue;  // a stale entry: u was settled with a smaller time
        // u is settled: ways[u] is final, since every fastest route to u ends with a stop settled before it.
        for (auto [v, t] : adj[u]) {
            long long nd = d + t;
            if (nd < dist[v]) {
                dist[v] = nd;
                ways[v] = ways[u];
                heap.push({nd, v});
            } else if (nd == dist[v]) {
                ways[v] = (ways[v] + ways[u]) % MOD;
            }
        }
    }
    if (dist[n] == INF) cout << "-1 0\n";
    else cout << dist[n] << " " << ways[n] << "\n";
}
