#include <bits/stdc++.h>
using namespace std;

// assignments: {hours, deadline}. Returns the most assignments that can be finished on time.
int maxOnTime(vector<pair<long long, long long>> assignments) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<pair<long long, long long>> assignments(n);
    for (auto& [t, d] : assignments) cin >> t >> d;
    cout << maxOnTime(assignments) << "\n";
}
