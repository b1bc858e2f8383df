// Plausible bug: sorts the log to find equal neighbours, which loses the scan order and reports the smallest duplicate.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<pair<long long, int>> t(n);
    for (int j = 0; j < n; j++) scanf("%lld", &t[j].first), t[j].second = j + 1;
    sort(t.begin(), t.end());
    for (int j = 1; j < n; j++)
        if (t[j].first == t[j - 1].first) {
            printf("%lld %d\n", t[j].first, t[j].second);
            return 0;
        }
    printf("-1\n");
    return 0;
}
