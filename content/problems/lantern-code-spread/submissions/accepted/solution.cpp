#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> ones(30, 0);
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        for (int b = 0; b < 30; b++) ones[b] += (a >> b) & 1;
    }
    long long spread = 0;  // up to 30 * 10^8: needs 64 bits
    for (int b = 0; b < 30; b++) spread += ones[b] * (n - ones[b]);
    printf("%lld\n", spread);
}
