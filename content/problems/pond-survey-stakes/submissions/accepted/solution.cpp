#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int main() {
    int n;
    scanf("%d", &n);
    vector<ll> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &x[i], &y[i]);
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        ll px, py;
        scanf("%lld %lld", &px, &py);
        bool inside = false, on = false;
        for (int i = 0; i < n && !on; i++) {
            int j = (i + 1) % n;
            ll cross = (x[j] - x[i]) * (py - y[i]) - (y[j] - y[i]) * (px - x[i]);  // up to 8e12: 64-bit
            if (cross == 0 && min(x[i], x[j]) <= px && px <= max(x[i], x[j]) && min(y[i], y[j]) <= py &&
                py <= max(y[i], y[j]))
                on = true;
            else if ((y[i] > py) != (y[j] > py) && (cross > 0) == (y[j] > y[i]))
                inside = !inside;  // the edge crosses the ray to the right of the stake
        }
        out += on ? "ON\n" : inside ? "IN\n" : "OUT\n";
    }
    fputs(out.c_str(), stdout);
}
