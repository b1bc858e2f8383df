#include <bits/stdc++.h>
using namespace std;

// Return the largest XOR of a stretch of consecutive patterns.
long long largestStretchXor(const vector<long long>& patterns) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<long long> patterns(n);
    for (auto& x : patterns) cin >> x;
    cout << largestStretchXor(patterns) << "\n";
    return 0;
}
