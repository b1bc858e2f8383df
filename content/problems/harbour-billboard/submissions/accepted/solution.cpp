#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> h(n + 1, 0);  // h[n] = 0 is a sentinel that empties the stack at the end
    for (int i = 0; i < n; i++) scanf("%lld", &h[i]);
    vector<int> stack;  // indices with strictly increasing heights
    long long best = 0;
    for (int i = 0; i <= n; i++) {
        while (!stack.empty() && h[stack.back()] >= h[i]) {
            long long height = h[stack.back()];
            stack.pop_back();
            int left = stack.empty() ? -1 : stack.back();  // last building lower than `height` on the left
            best = max(best, height * (i - left - 1));
        }
        stack.push_back(i);
    }
    printf("%lld\n", best);
    return 0;
}
