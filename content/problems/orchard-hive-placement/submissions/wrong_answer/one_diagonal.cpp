// Wrong: checks the diagonals that run down to the right (same r - c) but forgets the ones that run down to the left
// (same r + c).
#include <bits/stdc++.h>
using namespace std;

int n;
vector<string> grid;
vector<bool> colUsed, diagUsed;

long long place(int r) {
    if (r == n) return 1;
    long long total = 0;
    for (int c = 0; c < n; c++) {
        if (grid[r][c] == '.' && !colUsed[c] && !diagUsed[r - c + n]) {
            colUsed[c] = diagUsed[r - c + n] = true;
            total += place(r + 1);
            colUsed[c] = diagUsed[r - c + n] = false;
        }
    }
    return total;
}

int main() {
    cin >> n;
    grid.resize(n);
    for (auto& row : grid) cin >> row;
    colUsed.assign(n, false);
    diagUsed.assign(2 * n + 1, false);
    cout << place(0) << "\n";
}
