// Plausible bug: the booking is closed at r instead of r + 1, so stall r misses it.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<long long> change(n + 2, 0);
    for (int j = 0; j < m; j++) {
        int l, r;
        long long c;
        scanf("%d %d %lld", &l, &r, &c);
        change[l] += c;
        change[r] -= c;
    }
    long long rent = 0, best = -1;
    int where = 1;
    for (int i = 1; i <= n; i++) {
        rent += change[i];
        if (rent > best) best = rent, where = i;
    }
    printf("%lld %d\n", best, where);
    return 0;
}
