#include <bits/stdc++.h>
using namespace std;

// causeways: {a, b}; washed: causeway numbers (1-based) in the order they were lost.
// Returns the group counts after each washout.
vector<int> groupsAfterWashouts(int n, const vector<pair<int, int>>& causeways, const vector<int>& washed) {
    // TODO: write your solution here
    return vector<int>(washed.size(), n);
}

int main() {
    int n, m, q;
    if (!(cin >> n >> m >> q)) return 0;
    vector<pair<int, int>> causeways(m);
    for (auto& [a, b] : causeways) cin >> a >> b;
    vector<int> washed(q);
    for (auto& e : washed) cin >> e;
    for (int groups : groupsAfterWashouts(n, causeways, washed)) cout << groups << "\n";
}
