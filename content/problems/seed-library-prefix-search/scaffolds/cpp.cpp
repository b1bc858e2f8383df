#include <bits/stdc++.h>
using namespace std;

// Return, for each typed text, how many codes start with it.
vector<int> prefixCounts(const vector<string>& codes, const vector<string>& texts) {
    // TODO: write your solution here
    return vector<int>(texts.size(), 0);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<string> codes(n), texts(q);
    for (auto& c : codes) cin >> c;
    for (auto& t : texts) cin >> t;
    for (int count : prefixCounts(codes, texts)) cout << count << "\n";
    return 0;
}
