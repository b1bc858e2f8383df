// Wrong: the right formula in 32-bit ints. c * (c - 1) and n * (n - 1) overflow once a count passes 46 341.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    unordered_map<int, int> counts;
    for (int i = 0; i < n; i++) {
        int c;
        cin >> c;
        counts[c]++;
    }
    int same = 0;
    for (auto& [colour, c] : counts) same += c * (c - 1) / 2;
    int all = n * (n - 1) / 2;
    cout << same << " " << all - same << "\n";
}
