#include <bits/stdc++.h>
using namespace std;

// Return {ticket, 1-based index} of the earliest second scan, or {-1, -1} if no ticket repeats.
pair<long long, int> firstRepeat(const vector<long long>& tickets) {
    // TODO: write your solution here
    return {-1, -1};
}

int main() {
    int n;
    cin >> n;
    vector<long long> tickets(n);
    for (auto& t : tickets) cin >> t;
    auto [ticket, index] = firstRepeat(tickets);
    if (index == -1) cout << -1 << "\n";
    else cout << ticket << " " << index << "\n";
    return 0;
}
