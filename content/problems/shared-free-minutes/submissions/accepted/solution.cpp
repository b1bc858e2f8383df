#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    cin >> n >> m;
    vector<pair<long long, long long>> a(n), b(m);
    for (auto& [s, e] : a) cin >> s >> e;
    for (auto& [s, e] : b) cin >> s >> e;
    long long pieces = 0, minutes = 0;
    int i = 0, j = 0;
    while (i < n && j < m) {
        long long lo = max(a[i].first, b[j].first), hi = min(a[i].second, b[j].second);
        if (lo < hi) pieces++, minutes += hi - lo;
        if (a[i].second < b[j].second) i++;  // the interval that ends first meets nothing later
        else j++;
    }
    cout << pieces << " " << minutes << "\n";
    return 0;
}
