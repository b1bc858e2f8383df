#include <bits/stdc++.h>
using namespace std;

// codes: integers below 2^30. Return the sum over all pairs of the number of differing bits.
long long spread(const vector<int>& codes) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<int> codes(n);
    for (auto& a : codes) cin >> a;
    cout << spread(codes) << "\n";
}
