#include <bits/stdc++.h>
using namespace std;

// grid: rows over 'F', '.', '#'. Returns the minutes until no water is left, or -1.
int minutesToFreeze(const vector<string>& grid) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int r, c;
    if (!(cin >> r >> c)) return 0;
    vector<string> grid(r);
    for (auto& row : grid) cin >> row;
    cout << minutesToFreeze(grid) << "\n";
}
