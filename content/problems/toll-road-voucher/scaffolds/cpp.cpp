#include <bits/stdc++.h>
using namespace std;

struct Road { int u, v, w; };

// Returns the minimum toll from town 1 to town n with one half-price road, or -1.
long long cheapestTrip(int n, const vector<Road>& roads) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n, m;
    if (!(cin >> n >> m)) return 0;
    vector<Road> roads(m);
    for (auto& r : roads) cin >> r.u >> r.v >> r.w;
    cout << cheapestTrip(n, roads) << "\n";
}
