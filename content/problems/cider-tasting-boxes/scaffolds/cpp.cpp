#include <bits/stdc++.h>
using namespace std;

// For each query {n, r}: the number of ways to pick r of n varieties, modulo 10^9 + 7.
vector<long long> countBoxes(const vector<pair<int, int>>& queries) {
    // TODO: write your solution here
    return vector<long long>(queries.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    vector<pair<int, int>> queries(q);
    for (auto& [n, r] : queries) cin >> n >> r;
    for (long long c : countBoxes(queries)) cout << c << "\n";
}
