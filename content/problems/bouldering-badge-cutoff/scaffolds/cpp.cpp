#include <bits/stdc++.h>
using namespace std;

// Return, after each score, the k-th highest score so far, or -1 while fewer than k scores are in.
vector<int> cutoffs(int k, const vector<int>& scores) {
    // TODO: write your solution here
    return vector<int>(scores.size(), -1);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    vector<int> scores(n);
    for (auto& s : scores) cin >> s;
    for (int c : cutoffs(k, scores)) cout << c << "\n";
    return 0;
}
