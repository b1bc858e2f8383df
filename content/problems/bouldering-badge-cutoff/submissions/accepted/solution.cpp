#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, k;
    cin >> n >> k;
    priority_queue<int, vector<int>, greater<int>> best;  // min-heap of the k best scores; top() is the k-th best
    string out;
    for (int i = 0; i < n; i++) {
        int s;
        cin >> s;
        best.push(s);
        if ((int)best.size() > k) best.pop();
        out += to_string((int)best.size() == k ? best.top() : -1);
        out += '\n';
    }
    cout << out;
    return 0;
}
