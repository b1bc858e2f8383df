#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, q;
    scanf("%d %d", &n, &q);
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    sort(a.begin(), a.end());
    string out;
    while (q--) {
        int lo, hi;
        scanf("%d %d", &lo, &hi);
        long count = upper_bound(a.begin(), a.end(), hi) - lower_bound(a.begin(), a.end(), lo);
        out += to_string(count) + "\n";
    }
    fputs(out.c_str(), stdout);
}
