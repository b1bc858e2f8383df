#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    long long level = 0, lowest = 0;  // lowest starts at 0: s is never negative
    for (int i = 0; i < n; i++) {
        long long a;
        scanf("%lld", &a);
        level += a;
        lowest = min(lowest, level);
    }
    printf("%lld\n", -lowest);
    return 0;
}
