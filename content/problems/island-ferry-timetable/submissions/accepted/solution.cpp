#include <bits/stdc++.h>
using namespace std;

struct Route {
    int to;
    long long first, period, duration;
};

int main() {
    int n, m;
    cin >> n >> m;
    vector<vector<Route>> out(n + 1);
    for (int i = 0; i < m; i++) {
        int a, b;
        long long f, p, d;
        cin >> a >> b >> f >> p >> d;
        out[a].push_back({b, f, p, d});
    }
    const long long INF = LLONG_MAX;
    vector<long long> best(n + 1, INF);
    priority_queue<pair<long long, int>, vector<pair<long long, int>>, greater<>> pq;
    best[1] = 0;
    pq.push({0, 1});
    while (!pq.empty()) {
        auto [t, v] = pq.top();
        pq.pop();
        if (t != best[v]) continue;  // a stale entry
        for (const Route& r : out[v]) {
            long long leave = r.first;
            if (t > r.first) leave = r.first + (t - r.first + r.period - 1) / r.period * r.period;  // round up
            long long arrive = leave + r.duration;
            if (arrive < best[r.to]) {
                best[r.to] = arrive;
                pq.push({arrive, r.to});
            }
        }
    }
    cout << (best[n] == INF ? -1 : best[n]) << "\n";
    return 0;
}
