// Wrong: xor is right, but __builtin_popcount takes an unsigned int, so the 64-bit value is cut to its low 32 bits
// and lamps 32 to 59 are never counted.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    scanf("%d", &q);
    while (q--) {
        unsigned long long a, b;
        scanf("%llu %llu", &a, &b);
        printf("%d\n", __builtin_popcount(a ^ b));
    }
}
