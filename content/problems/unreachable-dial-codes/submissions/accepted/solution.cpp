#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<string> codes(n);
    vector<array<int, 10>> child(1);  // trie nodes; 0 = no child
    vector<char> ends(1, 0);
    child[0].fill(0);
    for (auto& c : codes) {
        cin >> c;
        int v = 0;
        for (char ch : c) {
            int d = ch - '0';
            if (!child[v][d]) {
                child[v][d] = child.size();
                child.push_back({});
                child.back().fill(0);
                ends.push_back(0);
            }
            v = child[v][d];
        }
        ends[v] = 1;
    }
    int unreachable = 0;
    for (auto& c : codes) {  // walk again now that every code is in the trie
        int v = 0;
        for (size_t i = 0; i + 1 < c.size(); i++) {
            v = child[v][c[i] - '0'];
            if (ends[v]) {  // a proper prefix is a code
                unreachable++;
                break;
            }
        }
    }
    cout << unreachable << "\n";
    return 0;
}
