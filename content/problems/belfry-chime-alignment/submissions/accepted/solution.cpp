#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1000000007LL;

long long power(long long b, long long e) {
    long long r = 1;
    b %= MOD;
    while (e) {
        if (e & 1) r = r * b % MOD;
        b = b * b % MOD;
        e >>= 1;
    }
    return r;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> p(n);
    int top = 1;
    for (auto& x : p) { scanf("%d", &x); top = max(top, x); }
    vector<int> spf(top + 1, 0);
    for (int i = 2; i <= top; i++)
        if (spf[i] == 0)
            for (long long j = i; j <= top; j += i)
                if (spf[j] == 0) spf[j] = i;
    vector<int> best(top + 1, 0);
    for (int x : p) {
        while (x > 1) {
            int q = spf[x], e = 0;
            while (x % q == 0) { x /= q; e++; }
            best[q] = max(best[q], e);
        }
    }
    long long answer = 1;
    for (int q = 2; q <= top; q++)
        if (best[q]) answer = answer * power(q, best[q]) % MOD;
    printf("%lld\n", answer);
}
