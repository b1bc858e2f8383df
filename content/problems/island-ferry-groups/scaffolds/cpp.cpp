#include <bits/stdc++.h>
using namespace std;

// n islands (1..n), lines = ferry lines {a, b}. Returns the fewest new lines that connect everything.
int newLinesNeeded(int n, const vector<pair<int, int>>& lines) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, m;
    if (!(cin >> n >> m)) return 0;
    vector<pair<int, int>> lines(m);
    for (auto& [a, b] : lines) cin >> a >> b;
    cout << newLinesNeeded(n, lines) << "\n";
}
