// Plausible bug: the right algorithm, but finish times in 32-bit int. Two jobs of 10^9 hours in a row overflow.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 0;
    vector<int> t(n + 1);
    for (int i = 1; i <= n; i++) scanf("%d", &t[i]);
    vector<vector<int>> after(n + 1);
    vector<int> missing(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        after[a].push_back(b);
        missing[b]++;
    }
    vector<int> start(n + 1, 0);
    queue<int> ready;
    for (int v = 1; v <= n; v++) if (missing[v] == 0) ready.push(v);
    int done = 0, best = 0;
    while (!ready.empty()) {
        int u = ready.front(); ready.pop();
        done++;
        int finish = start[u] + t[u];
        best = max(best, finish);
        for (int v : after[u]) {
            start[v] = max(start[v], finish);
            if (--missing[v] == 0) ready.push(v);
        }
    }
    if (done != n) puts("IMPOSSIBLE");
    else printf("%d\n", best);
}
