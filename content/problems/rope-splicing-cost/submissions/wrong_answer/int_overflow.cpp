// The right greedy, but the total cost is kept in a 32-bit int; on long inputs it passes 2^31 and wraps around.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    priority_queue<int, vector<int>, greater<>> ropes;
    for (int i = 0; i < n; i++) {
        int x;
        cin >> x;
        ropes.push(x);
    }
    int cost = 0;
    while (ropes.size() > 1) {
        int a = ropes.top();
        ropes.pop();
        int b = ropes.top();
        ropes.pop();
        cost += a + b;
        ropes.push(a + b);
    }
    cout << cost << "\n";
    return 0;
}
