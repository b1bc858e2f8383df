#include <bits/stdc++.h>
using namespace std;

// Return {length of the longest steady run, its first position (1-based), the earliest on ties}.
pair<int, int> longestSteadyRun(int limit, const vector<int>& readings) {
    // TODO: write your solution here
    return {1, 1};
}

int main() {
    int n, limit;
    cin >> n >> limit;
    vector<int> readings(n);
    for (auto& x : readings) cin >> x;
    auto [length, start] = longestSteadyRun(limit, readings);
    cout << length << " " << start << "\n";
    return 0;
}
