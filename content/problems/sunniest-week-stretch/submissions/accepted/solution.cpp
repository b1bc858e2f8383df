#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> h(n);
    for (auto& x : h) cin >> x;
    long long window = 0;
    for (int i = 0; i < k; i++) window += h[i];
    long long best = window;
    int start = 0;
    for (int i = k; i < n; i++) {
        window += h[i] - h[i - k];  // day i comes in, day i - k drops out
        if (window > best) best = window, start = i - k + 1;
    }
    cout << best << " " << start + 1 << "\n";
    return 0;
}
