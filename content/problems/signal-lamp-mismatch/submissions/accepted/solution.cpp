#include <bits/stdc++.h>
using namespace std;

int main() {
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        unsigned long long a, b;
        scanf("%llu %llu", &a, &b);
        out += to_string(__builtin_popcountll(a ^ b)) + "\n";  // the 64-bit bit count
    }
    fputs(out.c_str(), stdout);
}
