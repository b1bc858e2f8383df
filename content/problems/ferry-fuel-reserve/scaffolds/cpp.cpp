#include <bits/stdc++.h>
using namespace std;

// Return the smallest starting fuel s >= 0 that keeps every level non-negative.
long long minimumStartFuel(const vector<long long>& legs) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<long long> legs(n);
    for (auto& x : legs) cin >> x;
    cout << minimumStartFuel(legs) << "\n";
    return 0;
}
