#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    scanf("%d %lld", &n, &k);
    vector<long long> x(n);
    for (auto& v : x) scanf("%lld", &v);
    sort(x.begin(), x.end());
    auto pairsWithin = [&](long long g) {
        long long count = 0;
        int j = 0;
        for (int i = 0; i < n; i++) {
            j = max(j, i + 1);
            while (j < n && x[j] - x[i] <= g) j++;
            count += j - i - 1;
        }
        return count;
    };
    long long lo = 0, hi = x.back() - x.front();
    while (lo < hi) {
        long long mid = (lo + hi) / 2;
        if (pairsWithin(mid) >= k) hi = mid; else lo = mid + 1;
    }
    printf("%lld\n", lo);
}
