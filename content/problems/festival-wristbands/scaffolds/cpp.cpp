#include <bits/stdc++.h>
using namespace std;

// Returns how many visitors can get a band b with wrist <= b <= wrist + k (each band used once).
int maxServed(int k, vector<int> wrists, vector<int> bands) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, m, k;
    if (!(cin >> n >> m >> k)) return 0;
    vector<int> wrists(n), bands(m);
    for (auto& x : wrists) cin >> x;
    for (auto& x : bands) cin >> x;
    cout << maxServed(k, wrists, bands) << "\n";
}
