// Plausible bug: the right algorithm, but distances are 32-bit ints, which overflow on long expensive trips.
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
    const int INF = INT_MAX;
    vector<array<int, 2>> dist(n + 1, {INF, INF});
    priority_queue<tuple<int, int, int>, vector<tuple<int, int, int>>, greater<>> pq;
    dist[1][0] = 0;
    pq.push({0, 1, 0});
    while (!pq.empty()) {
        auto [d, u, used] = pq.top(); pq.pop();
        if (d != dist[u][used]) continue;
        for (auto [v, w] : adj[u]) {
            int a = (int)((unsigned)d + (unsigned)w), b = (int)((unsigned)d + (unsigned)(w / 2));
            if (a < dist[v][used]) { dist[v][used] = a; pq.push({a, v, used}); }
            if (!used && b < dist[v][1]) { dist[v][1] = b; pq.push({b, v, 1}); }
        }
    }
    int best = min(dist[n][0], dist[n][1]);
    printf("%d\n", best == INF ? -1 : best);
}
