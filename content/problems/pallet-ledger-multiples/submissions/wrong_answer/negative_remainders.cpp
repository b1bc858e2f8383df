// Plausible bug: uses C++'s % directly. A negative prefix gets a negative remainder (-2 % 3 == -2), so it is not
// matched with a positive prefix of the same class (1 % 3 == 1).
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    unordered_map<long long, long long> seen;
    seen[0] = 1;
    long long prefix = 0, runs = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        prefix += x;
        runs += seen[prefix % k]++;
    }
    printf("%lld\n", runs);
}
