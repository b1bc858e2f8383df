// Plausible bug: assumes the load can be spread evenly, answering max(heaviest crate, ceil(total / D)).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, d;
    scanf("%d %d", &n, &d);
    long long total = 0, heaviest = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        total += x;
        heaviest = max(heaviest, x);
    }
    printf("%lld\n", max(heaviest, (total + d - 1) / d));
}
