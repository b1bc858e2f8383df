#include <bits/stdc++.h>
using namespace std;

// bookings holds (start, end) minutes. Return {number of busy periods, total busy minutes}.
pair<long long, long long> busyPeriods(vector<pair<long long, long long>> bookings) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> bookings(n);
    for (auto& [s, e] : bookings) cin >> s >> e;
    auto [periods, minutes] = busyPeriods(bookings);
    cout << periods << " " << minutes << "\n";
    return 0;
}
