#include <bits/stdc++.h>
using namespace std;

int main() {
    int k, n;
    if (!(cin >> k >> n)) return 0;
    ios::sync_with_stdio(false);
    vector<string> words(n);
    for (auto& w : words) cin >> w;
    bool edge[26][26] = {};
    for (int i = 0; i + 1 < n; i++) {
        const string &a = words[i], &b = words[i + 1];
        size_t j = 0;
        while (j < a.size() && j < b.size() && a[j] == b[j]) j++;
        if (j < a.size() && j < b.size()) edge[a[j] - 'a'][b[j] - 'a'] = true;
        else if (a.size() > b.size()) { puts("INCONSISTENT"); return 0; }
    }
    int indeg[26] = {};
    for (int u = 0; u < k; u++)
        for (int v = 0; v < k; v++) indeg[v] += edge[u][v];
    vector<int> ready;
    for (int v = 0; v < k; v++) if (indeg[v] == 0) ready.push_back(v);
    string order;
    bool unique = true;
    while (!ready.empty()) {
        if (ready.size() > 1) unique = false;
        int u = ready.back(); ready.pop_back();
        order += char('a' + u);
        for (int v = 0; v < k; v++)
            if (edge[u][v] && --indeg[v] == 0) ready.push_back(v);
    }
    if ((int)order.size() < k) puts("INCONSISTENT");
    else if (!unique) puts("AMBIGUOUS");
    else puts(order.c_str());
}
