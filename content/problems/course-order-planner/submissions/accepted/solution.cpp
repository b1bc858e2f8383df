#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<vector<int>> after(n + 1);
    vector<int> missing(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        after[a].push_back(b);
        missing[b]++;
    }
    priority_queue<int, vector<int>, greater<int>> ready;
    for (int v = 1; v <= n; v++) if (missing[v] == 0) ready.push(v);
    vector<int> plan;
    while (!ready.empty()) {
        int u = ready.top(); ready.pop();
        plan.push_back(u);
        for (int v : after[u]) if (--missing[v] == 0) ready.push(v);
    }
    if ((int)plan.size() != n) { puts("IMPOSSIBLE"); return 0; }
    string out;
    for (int i = 0; i < n; i++) { if (i) out += ' '; out += to_string(plan[i]); }
    puts(out.c_str());
}
