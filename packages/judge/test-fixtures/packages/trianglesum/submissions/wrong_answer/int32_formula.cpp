#include <cstdio>

// The formula in 32-bit arithmetic: right for small n (group 1), overflows in group 2.
int main() {
    int n;
    std::scanf("%d", &n);
    std::printf("%d\n", n * (n + 1) / 2);
}
