#include <bits/stdc++.h>
using namespace std;

// Return {largest total of k consecutive days, first day (1-based) of the earliest such stretch}.
pair<long long, int> sunniestStretch(int k, const vector<long long>& sunshine) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> sunshine(n);
    for (auto& x : sunshine) cin >> x;
    auto [total, start] = sunniestStretch(k, sunshine);
    cout << total << " " << start << "\n";
    return 0;
}
