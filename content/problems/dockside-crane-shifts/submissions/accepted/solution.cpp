#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<pair<long long, long long>> bookings(n);
    for (auto& [s, e] : bookings) cin >> s >> e;
    sort(bookings.begin(), bookings.end());
    long long periods = 0, busy = 0;
    long long start = bookings[0].first, end = bookings[0].second;
    for (int i = 1; i < n; i++) {
        auto [s, e] = bookings[i];
        if (s <= end) {
            end = max(end, e);  // overlaps or touches the current period: extend it
        } else {
            periods++;  // idle gap: close the current period
            busy += end - start;
            start = s;
            end = e;
        }
    }
    periods++;
    busy += end - start;
    cout << periods << " " << busy << "\n";
    return 0;
}
