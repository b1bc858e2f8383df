// Plausible bug: the totals are kept in 32-bit ints, which overflow on long heavy roads.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<vector<pair<int, int>>> adj(n + 1);
    for (int i = 2; i <= n; i++) {
        int p, w;
        scanf("%d %d", &p, &w);
        adj[i].push_back({p, w});
        adj[p].push_back({i, w});
    }
    vector<int> order{1}, par(n + 1, 0), pw(n + 1, 0);
    par[1] = -1;
    for (size_t k = 0; k < order.size(); k++) {
        int u = order[k];
        for (auto [v, w] : adj[u])
            if (v != par[u]) { par[v] = u; pw[v] = w; order.push_back(v); }
    }
    vector<int> size(n + 1, 1), depth(n + 1, 0), total(n + 1, 0);
    for (int k = 1; k < n; k++) { int u = order[k]; depth[u] = depth[par[u]] + pw[u]; total[1] += depth[u]; }
    for (int k = n - 1; k >= 1; k--) size[par[order[k]]] += size[order[k]];
    for (int k = 1; k < n; k++) { int v = order[k]; total[v] = total[par[v]] + pw[v] * (n - 2 * size[v]); }
    int best = *min_element(total.begin() + 1, total.end());
    vector<int> hubs;
    for (int v = 1; v <= n; v++) if (total[v] == best) hubs.push_back(v);
    printf("%d\n%zu", best, hubs.size());
    for (int h : hubs) printf(" %d", h);
    printf("\n");
}
