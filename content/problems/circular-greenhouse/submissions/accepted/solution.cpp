#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<long long> b(n);
    for (auto& x : b) scanf("%lld", &x);
    // Prefix sums over the ring written twice: P[j] = b_0 + ... + b_{j-1} (0-based, indices mod n).
    vector<long long> P(2 * n + 1, 0);
    for (int j = 1; j <= 2 * n; j++) P[j] = P[j - 1] + b[(j - 1) % n];
    deque<int> window;  // indices i in [j-k, j-1] with increasing P[i]
    long long best = LLONG_MIN;
    for (int j = 1; j <= 2 * n; j++) {
        int add = j - 1;
        while (!window.empty() && P[window.back()] >= P[add]) window.pop_back();
        window.push_back(add);
        if (window.front() < j - k) window.pop_front();
        best = max(best, P[j] - P[window.front()]);
    }
    printf("%lld\n", best);
    return 0;
}
