#include <bits/stdc++.h>
using namespace std;

// tracks: {a, b, t} two-way tracks. Return {smallest time from stop 1 to stop n, number of routes with that time
// modulo 10^9 + 7}, or {-1, 0} when stop n cannot be reached.
pair<long long, long long> fastestRoutes(int n, const vector<array<int, 3>>& tracks) {
    // TODO: write your solution here
    return {-1, 0};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<array<int, 3>> tracks(m);
    for (auto& tr : tracks) cin >> tr[0] >> tr[1] >> tr[2];
    auto [time, count] = fastestRoutes(n, tracks);
    cout << time << " " << count << "\n";
}
