#include <cstdio>
#include <vector>

// Builds a table of size n "to look the split up": fine on small n, an uncaught std::bad_alloc (abort) on big n.
int main() {
    unsigned long long n;
    std::scanf("%llu", &n);
    std::vector<int> table(n);
    table[0] = 1;
    std::printf("%d %llu\n", table[0], n - 1);
}
