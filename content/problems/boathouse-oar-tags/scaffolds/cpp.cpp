#include <bits/stdc++.h>
using namespace std;

// For each name, its shortest prefix that starts no other name (the whole name if there is none).
vector<string> oarTags(const vector<string>& names) {
    // TODO: write your solution here
    return names;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> names(n);
    for (auto& s : names) cin >> s;
    for (auto& t : oarTags(names)) cout << t << "\n";
}
