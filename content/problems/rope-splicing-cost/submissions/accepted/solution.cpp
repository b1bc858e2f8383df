#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    priority_queue<long long, vector<long long>, greater<>> ropes;
    for (int i = 0; i < n; i++) {
        long long x;
        cin >> x;
        ropes.push(x);
    }
    long long cost = 0;  // up to about 7e9: needs 64 bits
    while (ropes.size() > 1) {
        long long a = ropes.top();
        ropes.pop();
        long long b = ropes.top();
        ropes.pop();
        cost += a + b;  // splice the two shortest ropes
        ropes.push(a + b);
    }
    cout << cost << "\n";
    return 0;
}
