#include <bits/stdc++.h>
using namespace std;

// Return {number of shared pieces, total shared minutes} of two sorted lists of half-open intervals [s, e).
pair<long long, long long> sharedFree(const vector<pair<long long, long long>>& ana,
                                      const vector<pair<long long, long long>>& bo) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int n, m;
    cin >> n >> m;
    vector<pair<long long, long long>> ana(n), bo(m);
    for (auto& [s, e] : ana) cin >> s >> e;
    for (auto& [s, e] : bo) cin >> s >> e;
    auto [pieces, minutes] = sharedFree(ana, bo);
    cout << pieces << " " << minutes << "\n";
    return 0;
}
