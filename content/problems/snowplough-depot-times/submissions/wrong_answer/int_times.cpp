// Wrong: Dijkstra with int times. A chain of 20 000 streets of 10^6 minutes takes 2 * 10^10 minutes: overflow.
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int j = 0; j < m; j++) {
        int u, v, w;
        cin >> u >> v >> w;
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    vector<int> dist(n + 1, -1);
    vector<bool> done(n + 1, false);
    priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> heap;
    dist[1] = 0;
    heap.push({0, 1});
    while (!heap.empty()) {
        auto [d, u] = heap.top();
        heap.pop();
        if (done[u]) continue;
        done[u] = true;
        for (auto [v, w] : adj[u]) {
            if (dist[v] == -1 || d + w < dist[v]) {
                dist[v] = d + w;
                heap.push({dist[v], v});
            }
        }
    }
    for (int k = 1; k <= n; k++) cout << dist[k] << "\n";
}
