#include <bits/stdc++.h>
using namespace std;

// Return {L, p}: the length of the longest stretch appearing at least twice (overlaps allowed) and the smallest
// 1-based start of such a stretch; {0, 0} when no letter repeats.
pair<int, int> longestRepeat(const string& s) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    string s;
    cin >> s;
    auto [length, pos] = longestRepeat(s);
    cout << length << " " << pos << "\n";
}
