#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> p(n);
    long long total = 0;
    for (auto& x : p) scanf("%lld", &x), total += x;
    // d[i] = best (mover - other) on the stretch of the current length starting at i
    vector<long long> d(p);
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len <= n; i++) d[i] = max(p[i] - d[i + 1], p[i + len - 1] - d[i]);
    printf("%lld\n", (total + d[0]) / 2);
}
