#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long K;
    scanf("%d %lld", &n, &K);
    unordered_map<long long, int> seen;  // prefix sum -> how many prefixes so far have it
    seen.reserve(2 * n + 2);
    seen[0] = 1;                          // the empty prefix, so spans may start at hour 1
    long long prefix = 0, spans = 0;
    for (int j = 0; j < n; j++) {
        long long c;
        scanf("%lld", &c);
        prefix += c;
        auto it = seen.find(prefix - K);
        if (it != seen.end()) spans += it->second;
        seen[prefix]++;
    }
    printf("%lld\n", spans);
    return 0;
}
