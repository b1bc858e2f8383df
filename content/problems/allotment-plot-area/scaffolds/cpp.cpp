#include <bits/stdc++.h>
using namespace std;

// points: corner stakes {x, y} in walking order. Returns twice the plot's area.
long long twiceArea(const vector<pair<long long, long long>>& points) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<pair<long long, long long>> points(n);
    for (auto& [x, y] : points) cin >> x >> y;
    long long twice = twiceArea(points);
    cout << twice / 2 << (twice % 2 ? ".5" : ".0") << "\n";
}
