#include <bits/stdc++.h>
using namespace std;

// Returns the k-th smallest |x_i - x_j| over all pairs i < j (k counts from 1).
long long kthSmallestGap(long long k, vector<long long> positions) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long k;
    if (!(cin >> n >> k)) return 0;
    vector<long long> positions(n);
    for (auto& x : positions) cin >> x;
    cout << kthSmallestGap(k, positions) << "\n";
}
