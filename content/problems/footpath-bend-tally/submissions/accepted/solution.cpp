#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    long long left = 0, right = 0, straight = 0;
    for (int i = 1; i + 1 < n; i++) {
        // |differences| <= 2e9, so each product is <= 4e18 and fits in a signed 64-bit integer
        long long ux = x[i] - x[i - 1], uy = y[i] - y[i - 1];
        long long vx = x[i + 1] - x[i], vy = y[i + 1] - y[i];
        __int128 cross = (__int128)ux * vy - (__int128)uy * vx;
        if (cross > 0) left++;
        else if (cross < 0) right++;
        else straight++;
    }
    printf("%lld %lld %lld\n", left, right, straight);
}
