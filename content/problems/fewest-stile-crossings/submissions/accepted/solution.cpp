#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b;
        cin >> a >> b;
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    vector<int> dist(n + 1, -1);
    queue<int> q;
    dist[1] = 0;
    q.push(1);
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int w : adj[v])
            if (dist[w] < 0) {  // first time seen: along a shortest walk
                dist[w] = dist[v] + 1;
                q.push(w);
            }
    }
    cout << dist[n] << "\n";
    return 0;
}
