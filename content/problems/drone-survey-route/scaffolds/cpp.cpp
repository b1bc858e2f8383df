#include <bits/stdc++.h>
using namespace std;

// cost[i][j] = battery for flying from point i to point j (point 0 is the base). Returns the minimum total.
long long cheapestRoundTrip(const vector<vector<long long>>& cost) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<vector<long long>> cost(n, vector<long long>(n));
    for (auto& row : cost) for (auto& x : row) cin >> x;
    cout << cheapestRoundTrip(cost) << "\n";
}
