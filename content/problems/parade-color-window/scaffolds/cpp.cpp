#include <bits/stdc++.h>
using namespace std;

// Return {length, 1-based start} of the first shortest stretch that shows every colour.
pair<int, int> shortestShot(const vector<long long>& colours) {
    // TODO: write your solution here
    return {(int)colours.size(), 1};
}

int main() {
    int n;
    cin >> n;
    vector<long long> colours(n);
    for (auto& c : colours) cin >> c;
    auto [length, start] = shortestShot(colours);
    cout << length << " " << start << "\n";
    return 0;
}
