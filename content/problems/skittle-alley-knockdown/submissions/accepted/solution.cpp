#include <bits/stdc++.h>
using namespace std;

const int EXACT = 200;  // exact Grundy values up to here; from 71 on they repeat with period 12
int small_[EXACT + 1];

int g(int m) { return m <= EXACT ? small_[m] : small_[179 + (m - 71) % 12]; }

int main() {
    for (int m = 1; m <= EXACT; m++) {
        vector<bool> seen(256, false);
        for (int a = 0; a < m; a++) seen[small_[a] ^ small_[m - 1 - a]] = true;      // one skittle
        for (int a = 0; a + 1 < m; a++) seen[small_[a] ^ small_[m - 2 - a]] = true;  // two neighbours
        int v = 0;
        while (seen[v]) v++;
        small_[m] = v;
    }
    int n;
    string row;
    cin >> n >> row;
    vector<int> lengths;
    for (int i = 0; i < n;) {
        int j = i;
        while (j < n && row[j] == 'I') j++;
        if (j > i) lengths.push_back(j - i);
        i = max(j, i + 1);
    }
    int total = 0;
    for (int m : lengths) total ^= g(m);
    long long wins = 0;
    for (int m : lengths) {
        int need = total ^ g(m);
        for (int a = 0; a < m; a++) wins += (g(a) ^ g(m - 1 - a)) == need;
        for (int a = 0; a + 1 < m; a++) wins += (g(a) ^ g(m - 2 - a)) == need;
    }
    printf("%lld\n", wins);
}
