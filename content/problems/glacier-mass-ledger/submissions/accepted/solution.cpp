#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> prefix(n + 1, 0);  // prefix[i] = m_1 + ... + m_i
    for (int i = 1; i <= n; i++) {
        long long m;
        cin >> m;
        prefix[i] = prefix[i - 1] + m;
    }
    string out;
    for (int i = 0; i < q; i++) {
        int l, r;
        cin >> l >> r;
        out += to_string(prefix[r] - prefix[l - 1]);
        out += '\n';
    }
    cout << out;
    return 0;
}
