#include <bits/stdc++.h>
using namespace std;

// oases: {position, supply} in increasing position. Returns the fewest stops to reach `distance`, or -1.
int fewestStops(long long distance, long long water, const vector<pair<long long, long long>>& oases) {
    // TODO: write your solution here
    return -1;
}

int main() {
    long long d, f;
    int n;
    if (!(cin >> d >> f >> n)) return 0;
    vector<pair<long long, long long>> oases(n);
    for (auto& [p, w] : oases) cin >> p >> w;
    cout << fewestStops(d, f, oases) << "\n";
}
