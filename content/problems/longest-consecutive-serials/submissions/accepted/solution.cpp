#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    unordered_set<long long> owned;
    owned.reserve(2 * n);
    for (int i = 0; i < n; i++) {
        long long a;
        scanf("%lld", &a);
        owned.insert(a);
    }
    long long bestLen = 0, bestStart = 0;
    for (long long v : owned) {
        if (owned.count(v - 1)) continue;  // v is not the first number of its run
        long long len = 1;
        while (owned.count(v + len)) len++;
        if (len > bestLen || (len == bestLen && v < bestStart)) bestLen = len, bestStart = v;
    }
    printf("%lld %lld\n", bestLen, bestStart);
    return 0;
}
