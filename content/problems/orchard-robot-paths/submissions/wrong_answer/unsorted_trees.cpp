// Plausible bug: the obstacle DP runs over the trees in input order, without sorting them first.
#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;

long long power(long long b, long long e) {
    long long r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD) if (e & 1) r = r * b % MOD;
    return r;
}

int main() {
    int rows, cols, k;
    scanf("%d %d %d", &rows, &cols, &k);
    vector<pair<int, int>> pts(k);
    for (auto& [r, c] : pts) scanf("%d %d", &r, &c);
    pts.push_back({rows, cols});
    int n = rows + cols;
    vector<long long> fact(n + 1, 1), inv(n + 1, 1);
    for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[n] = power(fact[n], MOD - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    auto routes = [&](int dr, int dc) { return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD; };
    vector<long long> first(pts.size());
    for (size_t i = 0; i < pts.size(); i++) {
        auto [r, c] = pts[i];
        long long total = routes(r - 1, c - 1);
        for (size_t j = 0; j < i; j++) {
            auto [rj, cj] = pts[j];
            if (rj <= r && cj <= c) total = (total - first[j] * routes(r - rj, c - cj)) % MOD;
        }
        first[i] = (total + MOD) % MOD;
    }
    printf("%lld\n", first.back());
}
