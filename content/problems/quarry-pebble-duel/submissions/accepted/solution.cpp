#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int m;
        long long k;
        cin >> m >> k;
        // Grundy value of a heap of a pebbles: a mod (k + 1). The first player wins iff their XOR is not 0.
        long long x = 0;
        for (int i = 0; i < m; i++) {
            long long a;
            cin >> a;
            x ^= a % (k + 1);
        }
        cout << (x ? "Ines" : "Tomas") << "\n";
    }
}
