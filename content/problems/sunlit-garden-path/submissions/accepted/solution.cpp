#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, k;
    static char buf[200005];
    scanf("%d %d %s", &n, &k, buf);
    int shaded = 0, l = 0, bestLen = 0, bestStart = 0;
    for (int r = 0; r < n; r++) {
        if (buf[r] == '0') shaded++;
        while (shaded > k) {  // drop tiles from the left until at most k shaded remain
            if (buf[l] == '0') shaded--;
            l++;
        }
        if (r - l + 1 > bestLen) bestLen = r - l + 1, bestStart = l;
    }
    printf("%d %d\n", bestLen, bestStart + 1);
    return 0;
}
