#include <bits/stdc++.h>
using namespace std;

struct Route {
    int from, to;
    long long first, period, duration;
};

// Return the earliest minute Nell reaches island n starting from island 1 at minute 0, or -1.
long long earliestArrival(int n, const vector<Route>& routes) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int n, m;
    cin >> n >> m;
    vector<Route> routes(m);
    for (auto& r : routes) cin >> r.from >> r.to >> r.first >> r.period >> r.duration;
    cout << earliestArrival(n, routes) << "\n";
    return 0;
}
