#include <bits/stdc++.h>
using namespace std;

// grid: n strings of '.' (free) and '#' (tree). Count placements of n hives, one per row and column, on free plots,
// with no two on a common diagonal.
long long countSetups(const vector<string>& grid) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<string> grid(n);
    for (auto& row : grid) cin >> row;
    cout << countSetups(grid) << "\n";
}
