#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    long long twice = 0;  // at most 8 * 10^12 in absolute value
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        twice += x[i] * y[j] - x[j] * y[i];
    }
    twice = llabs(twice);
    printf("%lld.%d\n", twice / 2, twice % 2 ? 5 : 0);
}
