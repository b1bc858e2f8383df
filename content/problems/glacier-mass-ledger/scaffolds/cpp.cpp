#include <bits/stdc++.h>
using namespace std;

// masses[i] is day i + 1's change. Return the net change for each (l, r) in questions (days l..r, 1-based).
vector<long long> netChanges(const vector<long long>& masses, const vector<pair<int, int>>& questions) {
    // TODO: write your solution here
    return vector<long long>(questions.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> masses(n);
    for (auto& m : masses) cin >> m;
    vector<pair<int, int>> questions(q);
    for (auto& [l, r] : questions) cin >> l >> r;
    for (long long answer : netChanges(masses, questions)) cout << answer << "\n";
    return 0;
}
