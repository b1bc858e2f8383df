#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<long long> t(n + 1);
    for (int i = 1; i <= n; i++) scanf("%lld", &t[i]);
    vector<vector<int>> after(n + 1);
    vector<int> missing(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        after[a].push_back(b);
        missing[b]++;
    }
    vector<long long> start(n + 1, 0);
    queue<int> ready;
    for (int v = 1; v <= n; v++) if (missing[v] == 0) ready.push(v);
    int done = 0;
    long long best = 0;
    while (!ready.empty()) {
        int u = ready.front(); ready.pop();
        done++;
        long long finish = start[u] + t[u];
        best = max(best, finish);
        for (int v : after[u]) {
            start[v] = max(start[v], finish);
            if (--missing[v] == 0) ready.push(v);
        }
    }
    if (done != n) puts("IMPOSSIBLE");
    else printf("%lld\n", best);
}
