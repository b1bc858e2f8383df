// Correct but slow: the classic table over every square, ways[r][c] = ways[r-1][c] + ways[r][c-1], one row at a
// time - H * W = 10^10 additions on the largest meadows.
#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1'000'000'007;

int main() {
    int h, w, k;
    scanf("%d %d %d", &h, &w, &k);
    vector<vector<int>> blocked(h + 1);
    for (int i = 0; i < k; i++) {
        int r, c;
        scanf("%d %d", &r, &c);
        blocked[r].push_back(c);
    }
    vector<long long> row(w + 1, 0);
    vector<char> wet(w + 1, 0);
    for (int r = 1; r <= h; r++) {
        for (int c : blocked[r]) wet[c] = 1;
        for (int c = 1; c <= w; c++) {
            if (wet[c]) row[c] = 0;
            else if (r == 1 && c == 1) row[c] = 1;
            else row[c] = (row[c] + row[c - 1]) % MOD;
        }
        for (int c : blocked[r]) wet[c] = 0;
    }
    printf("%lld\n", row[w]);
}
