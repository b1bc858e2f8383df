// Wrong: the right idea in 32-bit ints. Differences reach 2e9 and products 4e18, so far-apart waypoints overflow and
// the sign of the cross product comes out wrong.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> x(n), y(n);
    for (int i = 0; i < n; i++) scanf("%d %d", &x[i], &y[i]);
    int left = 0, right = 0, straight = 0;
    for (int i = 1; i + 1 < n; i++) {
        int ux = x[i] - x[i - 1], uy = y[i] - y[i - 1];
        int vx = x[i + 1] - x[i], vy = y[i + 1] - y[i];
        int cross = ux * vy - uy * vx;
        if (cross > 0) left++;
        else if (cross < 0) right++;
        else straight++;
    }
    printf("%d %d %d\n", left, right, straight);
}
