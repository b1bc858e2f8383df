// Plausible bug: the left end moves at most one float per step (an `if` where a `while` is needed), so the
// window never gets shorter than it once was.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> c(n);
    for (auto& x : c) scanf("%lld", &x);
    int D = unordered_set<long long>(c.begin(), c.end()).size();
    unordered_map<long long, int> inside;
    int have = 0, bestLen = n + 1, bestStart = 0, l = 0;
    for (int r = 0; r < n; r++) {
        if (inside[c[r]]++ == 0) have++;
        if (have < D) continue;
        if (inside[c[l]] > 1) inside[c[l++]]--;
        if (r - l + 1 < bestLen) bestLen = r - l + 1, bestStart = l;
    }
    printf("%d %d\n", bestLen, bestStart + 1);
    return 0;
}
