#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<vector<long long>> c(n, vector<long long>(n));
    for (auto& row : c) for (auto& x : row) scanf("%lld", &x);
    if (n == 1) { puts("0"); return 0; }
    int k = n - 1, full = (1 << k) - 1;
    const long long INF = LLONG_MAX / 4;
    // best[mask][p]: visited set `mask` of survey points (bit p = point p + 1), currently at point p + 1.
    vector<vector<long long>> best(1 << k, vector<long long>(k, INF));
    for (int p = 0; p < k; p++) best[1 << p][p] = c[0][p + 1];
    for (int mask = 1; mask <= full; mask++)
        for (int p = 0; p < k; p++) {
            if (best[mask][p] >= INF) continue;
            for (int q = 0; q < k; q++) {
                if (mask >> q & 1) continue;
                long long nd = best[mask][p] + c[p + 1][q + 1];
                if (nd < best[mask | 1 << q][q]) best[mask | 1 << q][q] = nd;
            }
        }
    long long ans = INF;
    for (int p = 0; p < k; p++) ans = min(ans, best[full][p] + c[p + 1][0]);
    printf("%lld\n", ans);
}
