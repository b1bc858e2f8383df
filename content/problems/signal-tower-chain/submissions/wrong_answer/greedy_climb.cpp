// Plausible bug: greedily takes every tower taller than the last one taken, starting from the first tower.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    long long last = -1;
    int len = 0;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        if (x > last) { last = x; len++; }
    }
    printf("%d\n", len);
}
