#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<int, long long> counts;
    for (int i = 0; i < n; i++) {
        int c;
        cin >> c;
        counts[c]++;
    }
    // A colour with c mittens gives c choose 2 same-colour draws; every other draw mixes two colours.
    long long same = 0;
    for (auto& [colour, c] : counts) same += c * (c - 1) / 2;
    long long all = (long long) n * (n - 1) / 2;
    cout << same << " " << all - same << "\n";
}
