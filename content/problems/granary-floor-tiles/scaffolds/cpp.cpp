#include <bits/stdc++.h>
using namespace std;

// Return {side of the largest square tile that covers a w x h floor exactly, number of such tiles}.
pair<long long, long long> tiles(long long w, long long h) {
    // TODO: write your solution here
    return {1, w * h};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        long long w, h;
        cin >> w >> h;
        auto [side, count] = tiles(w, h);
        cout << side << " " << count << "\n";
    }
}
