#include <bits/stdc++.h>
using namespace std;

long long euclid(long long a, long long b) {
    while (b) { long long r = a % b; a = b; b = r; }
    return a;
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        long long w, h;
        scanf("%lld %lld", &w, &h);
        long long s = euclid(w, h);
        printf("%lld %lld\n", s, (w / s) * (h / s));
    }
}
