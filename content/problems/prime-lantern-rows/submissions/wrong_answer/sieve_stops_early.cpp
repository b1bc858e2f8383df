// Plausible bug: the outer sieve loop stops at p * p < top, so a square of a prime equal to the top is missed.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    scanf("%d", &q);
    vector<pair<int, int>> queries(q);
    int top = 1;
    for (auto& [lo, hi] : queries) { scanf("%d %d", &lo, &hi); top = max(top, hi); }
    vector<char> composite(top + 1, 0);
    composite[0] = composite[1] = 1;
    for (long long p = 2; p * p < top; p++)
        if (!composite[p])
            for (long long m = p * p; m <= top; m += p) composite[m] = 1;
    vector<int> upto(top + 1, 0);
    for (int x = 1; x <= top; x++) upto[x] = upto[x - 1] + !composite[x];
    for (auto [lo, hi] : queries) printf("%d\n", upto[hi] - upto[lo - 1]);
}
