#include <bits/stdc++.h>
using namespace std;

// For each question {lo, hi}, how many amounts x have lo <= x <= hi.
vector<int> countInRanges(vector<int> amounts, const vector<pair<int, int>>& questions) {
    // TODO: write your solution here
    return vector<int>(questions.size(), 0);
}

int main() {
    int n, q;
    if (!(cin >> n >> q)) return 0;
    vector<int> amounts(n);
    for (auto& x : amounts) cin >> x;
    vector<pair<int, int>> questions(q);
    for (auto& [lo, hi] : questions) cin >> lo >> hi;
    for (int c : countInRanges(amounts, questions)) cout << c << "\n";
}
