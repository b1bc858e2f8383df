#include <bits/stdc++.h>
using namespace std;

// entries: the ledger in order. Returns how many runs of consecutive entries total a multiple of k.
long long countRuns(long long k, const vector<long long>& entries) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long k;
    if (!(cin >> n >> k)) return 0;
    vector<long long> entries(n);
    for (auto& x : entries) cin >> x;
    cout << countRuns(k, entries) << "\n";
}
