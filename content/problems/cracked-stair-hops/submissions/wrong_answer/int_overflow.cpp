// Plausible bug: the three counts are added in 32-bit ints before taking the remainder.
#include <bits/stdc++.h>
using namespace std;

int main() {
    const int MOD = 1'000'000'007;
    int n, k;
    scanf("%d %d", &n, &k);
    vector<char> cracked(n + 1, 0);
    for (int i = 0; i < k; i++) { int c; scanf("%d", &c); cracked[c] = 1; }
    vector<int> ways(n + 1, 0);
    ways[0] = 1;
    for (int i = 1; i <= n; i++) {
        if (cracked[i]) continue;
        int sum = 0;
        for (int h = 1; h <= 3 && h <= i; h++) sum = (int)((unsigned)sum + (unsigned)ways[i - h]);
        ways[i] = ((sum % MOD) + MOD) % MOD;
    }
    printf("%d\n", ways[n]);
}
