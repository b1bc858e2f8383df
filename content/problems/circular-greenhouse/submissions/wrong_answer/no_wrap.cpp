// Plausible bug: treats the beds as a straight row, so visits across bed n -> bed 1 are never considered.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<long long> P(n + 1, 0);
    for (int j = 1; j <= n; j++) { long long x; scanf("%lld", &x); P[j] = P[j - 1] + x; }
    deque<int> window;
    long long best = LLONG_MIN;
    for (int j = 1; j <= n; j++) {
        while (!window.empty() && P[window.back()] >= P[j - 1]) window.pop_back();
        window.push_back(j - 1);
        if (window.front() < j - k) window.pop_front();
        best = max(best, P[j] - P[window.front()]);
    }
    printf("%lld\n", best);
    return 0;
}
