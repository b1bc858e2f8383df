#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;

// cracked: the cracked steps. Returns the number of ways from step 0 to step n, modulo 10^9+7.
long long countWays(int n, const vector<int>& cracked) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, k;
    if (!(cin >> n >> k)) return 0;
    vector<int> cracked(k);
    for (auto& c : cracked) cin >> c;
    cout << countWays(n, cracked) << "\n";
}
