#include <bits/stdc++.h>
using namespace std;

// Return the largest number of consecutive segments whose ascents add up to at most limit.
int longestStretch(long long limit, const vector<long long>& ascents) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long limit;
    cin >> n >> limit;
    vector<long long> ascents(n);
    for (auto& a : ascents) cin >> a;
    cout << longestStretch(limit, ascents) << "\n";
    return 0;
}
