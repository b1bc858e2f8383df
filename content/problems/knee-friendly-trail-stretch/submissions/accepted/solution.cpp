#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> a(n);
    for (auto& x : a) cin >> x;
    long long total = 0;
    int best = 0, left = 0;
    for (int right = 0; right < n; right++) {
        total += a[right];
        while (total > k) total -= a[left++];  // shrink from the left until the window fits again
        best = max(best, right - left + 1);
    }
    cout << best << "\n";
    return 0;
}
