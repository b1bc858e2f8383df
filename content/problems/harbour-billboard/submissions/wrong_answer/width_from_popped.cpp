// Plausible bug: the width is measured from the popped building itself (i - popped) instead of from the lower
// building under it on the stack, so the billboard never extends to the left of its lowest building.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n + 1, 0);
    for (int i = 0; i < n; i++) scanf("%lld", &h[i]);
    vector<int> stack;
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        while (!stack.empty() && h[stack.back()] >= h[i]) {
            int popped = stack.back();
            stack.pop_back();
            best = max(best, h[popped] * (i - popped));
        }
        stack.push_back(i);
    }
    printf("%lld\n", best);
    return 0;
}
