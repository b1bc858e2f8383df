#include <bits/stdc++.h>
using namespace std;

// points: the posts {x, y}. Returns {number of corner posts, twice the paddock's area}.
pair<int, long long> paddock(vector<pair<long long, long long>> points) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<pair<long long, long long>> points(n);
    for (auto& [x, y] : points) cin >> x >> y;
    auto [corners, twice] = paddock(points);
    cout << corners << "\n" << twice / 2 << (twice % 2 ? ".5" : ".0") << "\n";
}
