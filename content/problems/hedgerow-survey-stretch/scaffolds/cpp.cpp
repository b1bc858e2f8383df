#include <bits/stdc++.h>
using namespace std;

// species: the species of each shrub, in order. Returns {length, first shrub (1-based)} or {-1, -1}.
pair<int, int> shortestStretch(int k, const vector<int>& species) {
    // TODO: write your solution here
    return {-1, -1};
}

int main() {
    int n, k;
    if (!(cin >> n >> k)) return 0;
    vector<int> species(n);
    for (auto& x : species) cin >> x;
    auto [length, start] = shortestStretch(k, species);
    if (length < 0) cout << -1 << "\n";
    else cout << length << " " << start << "\n";
}
