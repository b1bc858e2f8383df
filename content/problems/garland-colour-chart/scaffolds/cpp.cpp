#include <bits/stdc++.h>
using namespace std;

// chart[c][d] is 1 when colour d may follow colour c (0-based). Return the number of garlands of n lanterns,
// modulo 10^9 + 7.
long long countGarlands(const vector<vector<int>>& chart, long long n) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int k;
    long long n;
    cin >> k >> n;
    vector<vector<int>> chart(k, vector<int>(k));
    for (int c = 0; c < k; c++) {
        string row;
        cin >> row;
        for (int d = 0; d < k; d++) chart[c][d] = row[d] - '0';
    }
    cout << countGarlands(chart, n) << "\n";
}
