#include <bits/stdc++.h>
using namespace std;

int n, full;
vector<int> freeMask;

// Hives in rows r..n-1. cols: used columns; down / up: columns the earlier hives attack diagonally in row r.
long long place(int r, int cols, int down, int up) {
    if (r == n) return 1;
    long long total = 0;
    int options = freeMask[r] & ~(cols | down | up) & full;
    while (options) {
        int bit = options & -options;
        options ^= bit;
        total += place(r + 1, cols | bit, ((down | bit) << 1) & full, (up | bit) >> 1);
    }
    return total;
}

int main() {
    cin >> n;
    full = (1 << n) - 1;
    freeMask.assign(n, 0);
    for (int r = 0; r < n; r++) {
        string row;
        cin >> row;
        for (int c = 0; c < n; c++)
            if (row[c] == '.') freeMask[r] |= 1 << c;
    }
    cout << place(0, 0, 0, 0) << "\n";
}
