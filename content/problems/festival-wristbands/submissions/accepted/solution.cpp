#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, k;
    scanf("%d %d %d", &n, &m, &k);
    vector<int> w(n), b(m);
    for (auto& x : w) scanf("%d", &x);
    for (auto& x : b) scanf("%d", &x);
    sort(w.begin(), w.end());
    sort(b.begin(), b.end());
    int i = 0, j = 0, served = 0;
    while (i < n && j < m) {
        if (b[j] < w[i]) j++;
        else if (b[j] > w[i] + k) i++;
        else { served++; i++; j++; }
    }
    printf("%d\n", served);
}
