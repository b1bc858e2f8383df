#include <bits/stdc++.h>
using namespace std;

// grid: R strings of length C. Return the rows after k clockwise quarter turns.
vector<string> turnBlock(vector<string> grid, long long k) {
    // TODO: write your solution here
    return grid;
}

int main() {
    int r, c;
    long long k;
    cin >> r >> c >> k;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    for (auto& row : turnBlock(grid, k)) cout << row << "\n";
}
