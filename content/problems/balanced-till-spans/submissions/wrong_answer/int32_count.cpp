// Plausible bug: the number of spans is kept in an int; 10^5 zero hours give more than 2^31 spans.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long K;
    scanf("%d %lld", &n, &K);
    unordered_map<long long, int> seen;
    seen[0] = 1;
    long long prefix = 0;
    int spans = 0;
    for (int j = 0; j < n; j++) {
        long long c;
        scanf("%lld", &c);
        prefix += c;
        auto it = seen.find(prefix - K);
        if (it != seen.end()) spans += it->second;
        seen[prefix]++;
    }
    printf("%d\n", spans);
    return 0;
}
