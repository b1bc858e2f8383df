#include <bits/stdc++.h>
using namespace std;

int main() {
    const long long MOD = 1'000'000'007;
    int n, k;
    scanf("%d %d", &n, &k);
    vector<char> cracked(n + 1, 0);
    for (int i = 0; i < k; i++) { int c; scanf("%d", &c); cracked[c] = 1; }
    vector<long long> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (cracked[i]) continue;
        for (int h = 1; h <= 3 && h <= i; h++) ways[i] += ways[i - h];
        ways[i] %= MOD;
    }
    printf("%lld\n", ways[n]);
}
