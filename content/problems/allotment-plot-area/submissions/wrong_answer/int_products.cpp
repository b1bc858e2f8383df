// Plausible bug: coordinates and products in 32-bit int. x * y reaches 10^12 and overflows on large plots.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &x[i], &y[i]);
    long long twice = 0;
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        twice += x[i] * y[j] - x[j] * y[i];
    }
    twice = llabs(twice);
    printf("%lld.%d\n", twice / 2, twice % 2 ? 5 : 0);
}
