#include <bits/stdc++.h>
using namespace std;

// a: the day results. corrections: {i, x} pairs, day i (1-based) becomes x. Return, after each correction, the
// largest total of a non-empty run of consecutive days.
vector<long long> bestRuns(vector<long long> a, const vector<pair<int, long long>>& corrections) {
    // TODO: write your solution here
    return vector<long long>(corrections.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> a(n);
    for (auto& v : a) cin >> v;
    vector<pair<int, long long>> corrections(q);
    for (auto& [i, x] : corrections) cin >> i >> x;
    for (long long b : bestRuns(a, corrections)) cout << b << "\n";
}
