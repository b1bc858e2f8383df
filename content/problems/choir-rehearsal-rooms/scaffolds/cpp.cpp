#include <bits/stdc++.h>
using namespace std;

// bookings: {start, end} half-open intervals. Returns {rooms, earliest minute of the peak}.
pair<int, int> roomsNeeded(const vector<pair<int, int>>& bookings) {
    // TODO: write your solution here
    return {(int)bookings.size(), 0};
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<pair<int, int>> bookings(n);
    for (auto& [s, e] : bookings) cin >> s >> e;
    auto [rooms, when] = roomsNeeded(bookings);
    cout << rooms << " " << when << "\n";
}
