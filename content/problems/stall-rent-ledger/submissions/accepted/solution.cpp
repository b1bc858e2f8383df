#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<long long> change(n + 2, 0);  // change[i]: how much the rent rises from stall i-1 to stall i
    for (int j = 0; j < m; j++) {
        int l, r;
        long long c;
        scanf("%d %d %lld", &l, &r, &c);
        change[l] += c;
        change[r + 1] -= c;
    }
    long long rent = 0, best = -1;
    int where = 1;
    for (int i = 1; i <= n; i++) {
        rent += change[i];
        if (rent > best) best = rent, where = i;  // strict: keeps the smallest index on ties
    }
    printf("%lld %d\n", best, where);
    return 0;
}
