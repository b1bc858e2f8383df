#include <bits/stdc++.h>
using namespace std;

int main() {
    long long w, h;
    int m;
    if (!(cin >> w >> h >> m)) return 0;
    // A cell as one 64-bit key: x * 2^31 + y (x, y <= 10^9 < 2^30).
    auto key = [](long long x, long long y) { return (x << 31) | y; };
    unordered_set<long long> trees, mowed;
    for (int i = 0; i < m; i++) {
        long long x, y;
        cin >> x >> y;
        trees.insert(key(x, y));
    }
    string commands;
    cin >> commands;
    const int dx[4] = {0, 1, 0, -1}, dy[4] = {1, 0, -1, 0};
    long long x = 1, y = 1;
    int heading = 0;
    mowed.reserve(2 * commands.size() + 16);
    mowed.insert(key(1, 1));
    for (char c : commands) {
        if (c == 'R') heading = (heading + 1) % 4;
        else if (c == 'L') heading = (heading + 3) % 4;
        else {
            long long nx = x + dx[heading], ny = y + dy[heading];
            if (nx >= 1 && nx <= w && ny >= 1 && ny <= h && !trees.count(key(nx, ny))) {
                x = nx, y = ny;
                mowed.insert(key(x, y));
            }
        }
    }
    cout << x << " " << y << " " << "NESW"[heading] << "\n" << mowed.size() << "\n";
}
