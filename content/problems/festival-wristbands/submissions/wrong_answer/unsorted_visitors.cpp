// Plausible bug: serves visitors in queue order, each with the smallest fitting band left. Order matters.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, k;
    scanf("%d %d %d", &n, &m, &k);
    vector<int> w(n);
    multiset<int> bands;
    for (auto& x : w) scanf("%d", &x);
    for (int j = 0; j < m; j++) { int x; scanf("%d", &x); bands.insert(x); }
    int served = 0;
    for (int x : w) {
        auto it = bands.lower_bound(x);
        if (it != bands.end() && *it <= x + k) { served++; bands.erase(it); }
    }
    printf("%d\n", served);
}
