#include <cstdio>
#include "pairlib.h"
int main() {
    long long s;
    std::scanf("%lld", &s);
    std::printf("%lld %lld\n", pair_low(s), s - pair_low(s));
}
