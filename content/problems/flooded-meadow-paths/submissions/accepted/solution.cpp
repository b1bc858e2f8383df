#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
const ll MOD = 1'000'000'007;

ll power(ll b, ll e) {
    ll r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD)
        if (e & 1) r = r * b % MOD;
    return r;
}

int main() {
    int h, w, k;
    scanf("%d %d %d", &h, &w, &k);
    vector<pair<int, int>> cells(k);
    for (auto& [r, c] : cells) scanf("%d %d", &r, &c);
    sort(cells.begin(), cells.end());
    cells.push_back({h, w});  // the stile is the last "puddle"
    int top = h + w;
    vector<ll> fact(top + 1), inv(top + 1);
    fact[0] = 1;
    for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[top] = power(fact[top], MOD - 2);
    for (int i = top; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    auto walks = [&](int dr, int dc) { return fact[dr + dc] * inv[dr] % MOD * inv[dc] % MOD; };
    vector<ll> f(cells.size());
    for (size_t i = 0; i < cells.size(); i++) {
        auto [r, c] = cells[i];
        ll v = walks(r - 1, c - 1);
        for (size_t j = 0; j < i; j++) {
            auto [rj, cj] = cells[j];
            if (rj <= r && cj <= c) v = (v - f[j] * walks(r - rj, c - cj)) % MOD;
        }
        f[i] = (v + MOD) % MOD;
    }
    printf("%lld\n", f.back());
}
