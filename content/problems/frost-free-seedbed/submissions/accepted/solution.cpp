#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto& row : g) cin >> row;
    // s[i+1][j+1] = side of the largest free square whose bottom-right plot is (i, j)
    vector<vector<int>> s(r + 1, vector<int>(c + 1, 0));
    int best = 0;
    long long count = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] != '.') continue;
            int v = 1 + min({s[i][j + 1], s[i + 1][j], s[i][j]});
            s[i + 1][j + 1] = v;
            if (v > best) best = v, count = 1;
            else if (v == best) count++;
        }
    printf("%d %lld\n", best, best ? count : 0LL);
}
