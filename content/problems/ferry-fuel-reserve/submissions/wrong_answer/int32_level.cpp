// Plausible bug: the running level is kept in a 32-bit int and overflows on long trips.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    int level = 0, lowest = 0;
    for (int i = 0; i < n; i++) {
        int a;
        scanf("%d", &a);
        level += a;
        lowest = min(lowest, level);
    }
    printf("%d\n", -lowest);
    return 0;
}
