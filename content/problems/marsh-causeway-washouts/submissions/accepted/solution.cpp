#include <bits/stdc++.h>
using namespace std;

vector<int> parent, sz;
int groups;

int find(int v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
}

void unite(int a, int b) {
    a = find(a), b = find(b);
    if (a == b) return;
    if (sz[a] < sz[b]) swap(a, b);
    parent[b] = a;
    sz[a] += sz[b];
    groups--;
}

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    vector<int> a(m), b(m), washed(q);
    for (int i = 0; i < m; i++) scanf("%d %d", &a[i], &b[i]);
    vector<bool> lost(m, false);
    for (int i = 0; i < q; i++) { scanf("%d", &washed[i]); washed[i]--; lost[washed[i]] = true; }
    parent.resize(n + 1);
    iota(parent.begin(), parent.end(), 0);
    sz.assign(n + 1, 1);
    groups = n;
    for (int i = 0; i < m; i++) if (!lost[i]) unite(a[i], b[i]);
    vector<int> answers(q);
    for (int i = q - 1; i >= 0; i--) {
        answers[i] = groups;
        unite(a[washed[i]], b[washed[i]]);
    }
    string out;
    for (int x : answers) { out += to_string(x); out += '\n'; }
    fputs(out.c_str(), stdout);
}
