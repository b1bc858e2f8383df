// Plausible bug: the gcd is right, but the tile count is multiplied in 32-bit ints.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int w, h;
        scanf("%d %d", &w, &h);
        int s = std::gcd(w, h);
        int count = (int)((unsigned)(w / s) * (unsigned)(h / s));
        printf("%d %d\n", s, count);
    }
}
