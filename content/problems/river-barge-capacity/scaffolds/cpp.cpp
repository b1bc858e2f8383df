#include <bits/stdc++.h>
using namespace std;

// Returns the smallest barge capacity that ships the crates in order within `days` days.
long long smallestCapacity(int days, const vector<int>& weights) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, d;
    if (!(cin >> n >> d)) return 0;
    vector<int> weights(n);
    for (auto& w : weights) cin >> w;
    cout << smallestCapacity(d, weights) << "\n";
}
