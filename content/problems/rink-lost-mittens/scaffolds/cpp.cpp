#include <bits/stdc++.h>
using namespace std;

// Return {same-colour draws, different-colour draws} over all ways to take two of the mittens.
pair<long long, long long> countDraws(const vector<int>& colours) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<int> colours(n);
    for (auto& c : colours) cin >> c;
    auto [same, different] = countDraws(colours);
    cout << same << " " << different << "\n";
}
