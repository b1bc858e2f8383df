#include <bits/stdc++.h>
using namespace std;

// bikes[i] = {arrival minute, repair minutes} of bike i + 1. Returns the bike numbers in repair order.
vector<int> repairOrder(const vector<pair<long long, long long>>& bikes) {
    // TODO: write your solution here
    vector<int> order(bikes.size());
    iota(order.begin(), order.end(), 1);
    return order;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<pair<long long, long long>> bikes(n);
    for (auto& [t, d] : bikes) cin >> t >> d;
    vector<int> order = repairOrder(bikes);
    for (size_t i = 0; i < order.size(); i++) cout << (i ? " " : "") << order[i];
    cout << "\n";
}
