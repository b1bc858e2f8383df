#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> names(n);
    size_t total = 0;
    for (auto& s : names) {
        cin >> s;
        total += s.size();
    }
    // Trie in arrays: child[v][c], and pass[v] = how many names go through node v.
    vector<array<int, 26>> child(1);
    child[0].fill(0);
    vector<int> pass(1, 0);
    child.reserve(total + 1);
    pass.reserve(total + 1);
    for (auto& s : names) {
        int v = 0;
        for (char ch : s) {
            int c = ch - 'a';
            if (!child[v][c]) {
                child[v][c] = child.size();
                child.push_back({});
                child.back().fill(0);
                pass.push_back(0);
            }
            v = child[v][c];
            pass[v]++;
        }
    }
    string out;
    for (auto& s : names) {
        int v = 0;
        size_t len = s.size();  // when every prefix is shared, the whole name
        for (size_t i = 0; i < s.size(); i++) {
            v = child[v][s[i] - 'a'];
            if (pass[v] == 1) {
                len = i + 1;
                break;
            }
        }
        out += s.substr(0, len);
        out += '\n';
    }
    cout << out;
}
