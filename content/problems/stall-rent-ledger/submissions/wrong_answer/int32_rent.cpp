// Plausible bug: rents are summed in 32-bit ints; ten thousand bookings of 10^6 overflow.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    vector<int> change(n + 2, 0);
    for (int j = 0; j < m; j++) {
        int l, r, c;
        scanf("%d %d %d", &l, &r, &c);
        change[l] += c;
        change[r + 1] -= c;
    }
    int rent = 0, best = -1, where = 1;
    for (int i = 1; i <= n; i++) {
        rent += change[i];
        if (rent > best) best = rent, where = i;
    }
    printf("%d %d\n", best, where);
    return 0;
}
