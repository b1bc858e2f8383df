#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    // Count groups with a BFS from every island not reached yet.
    vector<bool> seen(n + 1, false);
    int groups = 0;
    vector<int> queue;
    for (int s = 1; s <= n; s++) {
        if (seen[s]) continue;
        groups++;
        seen[s] = true;
        queue.assign(1, s);
        for (size_t k = 0; k < queue.size(); k++)
            for (int v : adj[queue[k]])
                if (!seen[v]) { seen[v] = true; queue.push_back(v); }
    }
    printf("%d\n", groups - 1);
}
