#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long B;
    scanf("%d %lld", &n, &B);
    vector<long long> p(n);
    for (auto& x : p) scanf("%lld", &x);
    long long pairs = 0;
    int i = 0, j = n - 1;
    while (i < j) {
        if (p[i] + p[j] <= B) {
            pairs += j - i;  // p[i] fits with every item i+1..j
            i++;
        } else {
            j--;             // p[j] fits with no remaining item
        }
    }
    printf("%lld\n", pairs);
    return 0;
}
