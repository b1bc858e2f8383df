#include <bits/stdc++.h>
using namespace std;

struct Result {
    long long x, y;
    char heading;
    long long cells;
};

// trees: {x, y} cells with a tree. Returns the final position, heading and number of different cells mowed.
Result mow(long long w, long long h, const vector<pair<long long, long long>>& trees, const string& commands) {
    // TODO: write your solution here
    return {1, 1, 'N', 1};
}

int main() {
    long long w, h;
    int m;
    if (!(cin >> w >> h >> m)) return 0;
    vector<pair<long long, long long>> trees(m);
    for (auto& [x, y] : trees) cin >> x >> y;
    string commands;
    cin >> commands;
    Result r = mow(w, h, trees, commands);
    cout << r.x << " " << r.y << " " << r.heading << "\n" << r.cells << "\n";
}
