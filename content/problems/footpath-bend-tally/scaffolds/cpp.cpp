#include <bits/stdc++.h>
using namespace std;

// x, y: the waypoints in walking order. Return {left, right, straight}.
array<long long, 3> tallyBends(const vector<long long>& x, const vector<long long>& y) {
    // TODO: write your solution here
    return {0, 0, 0};
}

int main() {
    int n;
    cin >> n;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) cin >> x[i] >> y[i];
    auto t = tallyBends(x, y);
    cout << t[0] << " " << t[1] << " " << t[2] << "\n";
}
