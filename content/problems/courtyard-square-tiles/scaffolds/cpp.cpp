#include <bits/stdc++.h>
using namespace std;

// Returns {largest tile side, number of tiles} for a w x h courtyard.
pair<long long, long long> largestTiles(long long w, long long h) {
    // TODO: write your solution here
    return {1, w * h};
}

int main() {
    int t;
    if (!(cin >> t)) return 0;
    while (t--) {
        long long w, h;
        cin >> w >> h;
        auto [side, count] = largestTiles(w, h);
        cout << side << " " << count << "\n";
    }
}
