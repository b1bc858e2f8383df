// Wrong: the per-bit counting is right, but the total is kept in a 32-bit int. Half all-ones and half zeros gives
// 30 * 10^4 * 10^4 = 3e9, which overflows.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> ones(30, 0);
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        for (int b = 0; b < 30; b++) ones[b] += (a >> b) & 1;
    }
    int spread = 0;
    for (int b = 0; b < 30; b++) spread += ones[b] * (n - ones[b]);
    printf("%d\n", spread);
}
