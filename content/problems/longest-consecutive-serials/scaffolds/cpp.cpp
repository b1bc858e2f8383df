#include <bits/stdc++.h>
using namespace std;

// Return {length, first number} of the longest run of consecutive serials (smallest first number on ties).
pair<long long, long long> longestRun(const vector<long long>& serials) {
    // TODO: write your solution here
    return {0, 0};
}

int main() {
    int n;
    cin >> n;
    vector<long long> serials(n);
    for (auto& s : serials) cin >> s;
    auto [length, first] = longestRun(serials);
    cout << length << " " << first << "\n";
    return 0;
}
