#include <bits/stdc++.h>
using namespace std;

// x, y: the corners in order. Return "IN", "ON" or "OUT" for the stake (px, py).
string locate(const vector<long long>& x, const vector<long long>& y, long long px, long long py) {
    // TODO: write your solution here
    return "OUT";
}

int main() {
    int n;
    cin >> n;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) cin >> x[i] >> y[i];
    int q;
    cin >> q;
    while (q--) {
        long long px, py;
        cin >> px >> py;
        cout << locate(x, y, px, py) << "\n";
    }
}
