#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;

// trees: {r, c}. Returns the number of south/east routes from (1, 1) to (rows, cols) avoiding trees, mod 10^9+7.
long long countRoutes(int rows, int cols, vector<pair<int, int>> trees) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int rows, cols, k;
    if (!(cin >> rows >> cols >> k)) return 0;
    vector<pair<int, int>> trees(k);
    for (auto& [r, c] : trees) cin >> r >> c;
    cout << countRoutes(rows, cols, trees) << "\n";
}
