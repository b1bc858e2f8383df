#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 0;
    vector<int> s(n), count(k + 1, 0);
    for (auto& x : s) scanf("%d", &x);
    int have = 0, bestLen = n + 1, bestStart = -1, left = 0;
    for (int right = 0; right < n; right++) {
        if (count[s[right]]++ == 0) have++;
        while (have == k) {
            if (right - left + 1 < bestLen) { bestLen = right - left + 1; bestStart = left; }
            if (--count[s[left]] == 0) have--;
            left++;
        }
    }
    if (bestStart < 0) puts("-1");
    else printf("%d %d\n", bestLen, bestStart + 1);
}
