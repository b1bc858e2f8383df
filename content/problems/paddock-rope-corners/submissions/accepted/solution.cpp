#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef pair<ll, ll> P;

ll cross(const P& o, const P& a, const P& b) {
    return (a.first - o.first) * (b.second - o.second) - (a.second - o.second) * (b.first - o.first);
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<P> pts(n);
    for (auto& [x, y] : pts) scanf("%lld %lld", &x, &y);
    sort(pts.begin(), pts.end());
    vector<P> hull(2 * n);
    int k = 0;
    for (int i = 0; i < n; i++) {  // lower hull
        while (k >= 2 && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0) k--;
        hull[k++] = pts[i];
    }
    for (int i = n - 2, t = k + 1; i >= 0; i--) {  // upper hull
        while (k >= t && cross(hull[k - 2], hull[k - 1], pts[i]) <= 0) k--;
        hull[k++] = pts[i];
    }
    int h = k - 1;  // the last point repeats the first
    ll twice = 0;
    for (int i = 0; i < h; i++) twice += hull[i].first * hull[i + 1].second - hull[i + 1].first * hull[i].second;
    printf("%d\n%lld.%d\n", h, twice / 2, twice % 2 ? 5 : 0);
}
