#include <bits/stdc++.h>
using namespace std;

const int BITS = 20;
vector<array<int, 2>> child(1, {0, 0});  // binary trie of prefix XORs, highest bit first; 0 = no child

void insert(int x) {
    int v = 0;
    for (int b = BITS - 1; b >= 0; b--) {
        int bit = (x >> b) & 1;
        if (!child[v][bit]) {
            child[v][bit] = child.size();
            child.push_back({0, 0});
        }
        v = child[v][bit];
    }
}

int bestPartner(int x) {  // max of x ^ y over the stored y
    int v = 0, result = 0;
    for (int b = BITS - 1; b >= 0; b--) {
        int want = ((x >> b) & 1) ^ 1;  // the opposite bit makes this bit of the XOR 1
        if (child[v][want]) result |= 1 << b, v = child[v][want];
        else v = child[v][want ^ 1];
    }
    return result;
}

int main() {
    int n;
    cin >> n;
    int prefix = 0, best = 0;
    insert(0);  // the empty prefix P_0
    for (int i = 0; i < n; i++) {
        int a;
        cin >> a;
        prefix ^= a;
        best = max(best, bestPartner(prefix));
        insert(prefix);
    }
    cout << best << "\n";
    return 0;
}
