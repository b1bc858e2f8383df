#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1'000'000'007;

long long power(long long b, long long e) {
    long long r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD)
        if (e & 1) r = r * b % MOD;
    return r;
}

int main() {
    const int N = 1'000'000;
    vector<long long> fact(N + 1), inv(N + 1);
    fact[0] = 1;
    for (int i = 1; i <= N; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[N] = power(fact[N], MOD - 2);  // Fermat's little theorem
    for (int i = N; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        int n, k;
        scanf("%d %d", &n, &k);
        long long c = k > n ? 0 : fact[n] * inv[k] % MOD * inv[n - k] % MOD;
        out += to_string(c) + "\n";
    }
    fputs(out.c_str(), stdout);
}
