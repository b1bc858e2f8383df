#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    priority_queue<long long> low;                                   // lower half, heaviest on top
    priority_queue<long long, vector<long long>, greater<>> high;    // upper half, lightest on top
    long long sum = 0;
    for (int i = 0; i < n; i++) {
        long long w;
        cin >> w;
        if (low.empty() || w <= low.top()) low.push(w);
        else high.push(w);
        if (low.size() > high.size() + 1) high.push(low.top()), low.pop();  // rebalance: low has k/2 rounded up
        else if (high.size() > low.size()) low.push(high.top()), high.pop();
        sum += low.top();
    }
    cout << sum << "\n";
    return 0;
}
