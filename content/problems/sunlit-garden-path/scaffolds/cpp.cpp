#include <bits/stdc++.h>
using namespace std;

// Return {length, 1-based start} of the first longest stretch with at most k shaded ('0') tiles; {0, 1} if none.
pair<int, int> longestSunlit(int k, const string& path) {
    // TODO: write your solution here
    return {0, 1};
}

int main() {
    int n, k;
    string path;
    cin >> n >> k >> path;
    auto [length, start] = longestSunlit(k, path);
    cout << length << " " << start << "\n";
    return 0;
}
