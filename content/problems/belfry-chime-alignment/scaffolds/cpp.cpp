#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1000000007LL;

// Returns the first t > 0 divisible by every period, modulo 10^9 + 7.
long long nextAlignment(const vector<int>& periods) {
    // TODO: write your solution here
    return 1;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<int> periods(n);
    for (auto& p : periods) cin >> p;
    cout << nextAlignment(periods) << "\n";
}
