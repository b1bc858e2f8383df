#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    long long k;
    cin >> r >> c >> k;
    vector<string> g(r);
    for (auto& row : g) cin >> row;
    for (int t = 0; t < k % 4; t++) {  // four turns bring the block back
        int R = g.size(), C = g[0].size();
        vector<string> next(C, string(R, '?'));
        for (int i = 0; i < C; i++)
            for (int j = 0; j < R; j++) next[i][j] = g[R - 1 - j][i];  // new (i, j) = old (R-1-j, i)
        g = next;
    }
    string out;
    for (auto& row : g) out += row + "\n";
    cout << out;
}
