#include <bits/stdc++.h>
using namespace std;

// For each query {lo, hi}, how many primes p satisfy lo <= p <= hi.
vector<int> countPrimes(const vector<pair<int, int>>& queries) {
    // TODO: write your solution here
    return vector<int>(queries.size(), 0);
}

int main() {
    int q;
    if (!(cin >> q)) return 0;
    vector<pair<int, int>> queries(q);
    for (auto& [lo, hi] : queries) cin >> lo >> hi;
    for (int c : countPrimes(queries)) cout << c << "\n";
}
