// Plausible bug: sorts the serial numbers but does not skip duplicates, so a repeated coin breaks the run.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    sort(a.begin(), a.end());
    long long bestLen = 1, bestStart = a[0], len = 1, start = a[0];
    for (int i = 1; i < n; i++) {
        if (a[i] == a[i - 1] + 1) len++;
        else len = 1, start = a[i];
        if (len > bestLen) bestLen = len, bestStart = start;
    }
    printf("%lld %lld\n", bestLen, bestStart);
    return 0;
}
