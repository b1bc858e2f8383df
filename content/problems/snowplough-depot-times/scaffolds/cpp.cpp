#include <bits/stdc++.h>
using namespace std;

// streets: {u, v, w}, two-way, junctions 1..n. Return n times: the shortest time from junction 1 to junction k
// (k = 1..n), or -1 when junction k cannot be reached.
vector<long long> depotTimes(int n, const vector<array<int, 3>>& streets) {
    // TODO: write your solution here
    return vector<long long>(n, -1);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, m;
    cin >> n >> m;
    vector<array<int, 3>> streets(m);
    for (auto& s : streets) cin >> s[0] >> s[1] >> s[2];
    for (long long t : depotTimes(n, streets)) cout << t << "\n";
}
