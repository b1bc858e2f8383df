// Plausible bug: after sorting, only looks at gaps between neighbouring sensors (n - 1 of them).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    scanf("%d %lld", &n, &k);
    vector<long long> x(n);
    for (auto& v : x) scanf("%lld", &v);
    sort(x.begin(), x.end());
    vector<long long> gaps;
    for (int i = 0; i + 1 < n; i++) gaps.push_back(x[i + 1] - x[i]);
    sort(gaps.begin(), gaps.end());
    long long idx = min<long long>(k, gaps.size()) - 1;
    printf("%lld\n", gaps[idx]);
}
