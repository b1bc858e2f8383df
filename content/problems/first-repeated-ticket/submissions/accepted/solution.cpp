#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    unordered_set<long long> seen;
    seen.reserve(2 * n);
    for (int j = 1; j <= n; j++) {
        long long t;
        scanf("%lld", &t);
        if (!seen.insert(t).second) {  // insert failed: t was scanned before
            printf("%lld %d\n", t, j);
            return 0;
        }
    }
    printf("-1\n");
    return 0;
}
