#include <bits/stdc++.h>
using namespace std;

// t[i] = duration of job i + 1; rules: {a, b} means job a before job b.
// Returns the earliest hour all jobs are finished, or -1 if no schedule exists.
long long earliestFinish(int n, const vector<long long>& t, const vector<pair<int, int>>& rules) {
    // TODO: write your solution here
    return accumulate(t.begin(), t.end(), 0LL);
}

int main() {
    int n, m;
    if (!(cin >> n >> m)) return 0;
    vector<long long> t(n);
    for (auto& x : t) cin >> x;
    vector<pair<int, int>> rules(m);
    for (auto& [a, b] : rules) cin >> a >> b;
    long long answer = earliestFinish(n, t, rules);
    if (answer < 0) cout << "IMPOSSIBLE\n";
    else cout << answer << "\n";
}
