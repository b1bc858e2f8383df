#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;

long long power(long long base, long long e) {
    long long result = 1;
    base %= MOD;
    for (; e > 0; e >>= 1) {
        if (e & 1) result = result * base % MOD;
        base = base * base % MOD;
    }
    return result;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<pair<int, int>> queries(q);
    int top = 0;
    for (auto& [n, r] : queries) {
        cin >> n >> r;
        top = max(top, n);
    }
    vector<long long> fact(top + 1, 1), inv(top + 1, 1);
    for (int i = 1; i <= top; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[top] = power(fact[top], MOD - 2);  // Fermat's little theorem: a^(p-2) = a^-1 mod p
    for (int i = top; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    for (auto [n, r] : queries) cout << fact[n] * inv[r] % MOD * inv[n - r] % MOD << "\n";
}
