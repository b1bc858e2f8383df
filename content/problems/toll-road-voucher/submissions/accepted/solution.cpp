#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int u, v, w;
        scanf("%d %d %d", &u, &v, &w);
        adj[u].push_back({v, w});
        adj[v].push_back({u, w});
    }
    const long long INF = LLONG_MAX;
    // dist[town][used]
    vector<array<long long, 2>> dist(n + 1, {INF, INF});
    priority_queue<tuple<long long, int, int>, vector<tuple<long long, int, int>>, greater<>> pq;
    dist[1][0] = 0;
    pq.push({0, 1, 0});
    while (!pq.empty()) {
        auto [d, u, used] = pq.top(); pq.pop();
        if (d > dist[u][used]) continue;
        for (auto [v, w] : adj[u]) {
            if (d + w < dist[v][used]) { dist[v][used] = d + w; pq.push({d + w, v, used}); }
            if (!used && d + w / 2 < dist[v][1]) { dist[v][1] = d + w / 2; pq.push({d + w / 2, v, 1}); }
        }
    }
    long long best = min(dist[n][0], dist[n][1]);
    printf("%lld\n", best == INF ? -1LL : best);
}
