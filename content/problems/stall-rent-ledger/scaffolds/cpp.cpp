#include <bits/stdc++.h>
using namespace std;

struct Booking { int l, r; long long c; };

// Return {highest rent, smallest stall number with that rent}.
pair<long long, int> busiestStall(int n, const vector<Booking>& bookings) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    int n, m;
    cin >> n >> m;
    vector<Booking> bookings(m);
    for (auto& b : bookings) cin >> b.l >> b.r >> b.c;
    auto [rent, stall] = busiestStall(n, bookings);
    cout << rent << " " << stall << "\n";
    return 0;
}
