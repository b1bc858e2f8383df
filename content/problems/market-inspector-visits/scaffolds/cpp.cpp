#include <bits/stdc++.h>
using namespace std;

// stalls[i] = {opening minute, closing minute}, both included. Return the smallest number of visits.
int fewestVisits(const vector<pair<long long, long long>>& stalls) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> stalls(n);
    for (auto& [s, e] : stalls) cin >> s >> e;
    cout << fewestVisits(stalls) << "\n";
    return 0;
}
