#include <bits/stdc++.h>
using namespace std;

// rules: {a, b} means a before b. Returns the smallest plan, or an empty vector if impossible.
vector<int> smallestPlan(int n, const vector<pair<int, int>>& rules) {
    // TODO: write your solution here
    vector<int> plan(n);
    iota(plan.begin(), plan.end(), 1);
    return plan;
}

int main() {
    int n, m;
    if (!(cin >> n >> m)) return 0;
    vector<pair<int, int>> rules(m);
    for (auto& [a, b] : rules) cin >> a >> b;
    vector<int> plan = smallestPlan(n, rules);
    if (plan.empty()) { cout << "IMPOSSIBLE\n"; return 0; }
    for (size_t i = 0; i < plan.size(); i++) cout << (i ? " " : "") << plan[i];
    cout << "\n";
}
