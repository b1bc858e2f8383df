#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    unordered_map<long long, long long> seen;
    seen.reserve(2 * n + 16);
    seen[0] = 1;
    long long prefix = 0, runs = 0;
    for (int i = 0; i < n; i++) {
        long long x;
        scanf("%lld", &x);
        prefix += x;
        long long r = ((prefix % k) + k) % k;  // % of a negative number is negative in C++
        runs += seen[r]++;
    }
    printf("%lld\n", runs);
}
