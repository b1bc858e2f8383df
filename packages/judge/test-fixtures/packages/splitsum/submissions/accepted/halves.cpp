#include <cstdio>

// Splits near the middle: n/2 and n - n/2, nudged apart when n is even.
int main() {
    unsigned long long n;
    std::scanf("%llu", &n);
    unsigned long long a = n / 2, b = n - a;
    if (a == b) { a -= 1; b += 1; }
    std::printf("%llu %llu\n", a, b);
}
