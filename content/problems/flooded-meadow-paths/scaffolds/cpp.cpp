#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1'000'000'007;

// puddles: (r, c). Return the number of right/down walks (1,1) -> (h,w) avoiding them, mod 10^9+7.
long long cleanWalks(int h, int w, const vector<pair<int, int>>& puddles) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int h, w, k;
    cin >> h >> w >> k;
    vector<pair<int, int>> puddles(k);
    for (auto& [r, c] : puddles) cin >> r >> c;
    cout << cleanWalks(h, w, puddles) << "\n";
}
