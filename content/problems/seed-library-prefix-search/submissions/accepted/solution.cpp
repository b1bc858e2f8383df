#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    // The trie: child[v][c] is the node reached from v by letter c (0 = none); passing[v] = codes below v.
    vector<array<int, 26>> child(1);
    child[0].fill(0);
    vector<int> passing(1, 0);
    string word;
    for (int i = 0; i < n; i++) {
        cin >> word;
        int v = 0;
        for (char ch : word) {
            int c = ch - 'a';
            if (child[v][c] == 0) {
                child[v][c] = (int)child.size();
                child.push_back({});
                child.back().fill(0);
                passing.push_back(0);
            }
            v = child[v][c];
            passing[v]++;
        }
    }
    string out;
    for (int i = 0; i < q; i++) {
        cin >> word;
        int v = 0;
        for (char ch : word) {
            v = child[v][ch - 'a'];
            if (v == 0) break;
        }
        out += to_string(v == 0 ? 0 : passing[v]);
        out += '\n';
    }
    cout << out;
    return 0;
}
