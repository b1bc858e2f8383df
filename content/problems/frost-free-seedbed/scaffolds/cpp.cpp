#include <bits/stdc++.h>
using namespace std;

// rows: R strings of '#' and '.'. Return {k, positions} for the largest frost-free square; {0, 0} if none.
pair<int, long long> largestSeedbed(const vector<string>& rows) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> rows(r);
    for (auto& row : rows) cin >> row;
    auto [k, positions] = largestSeedbed(rows);
    cout << k << " " << positions << "\n";
}
