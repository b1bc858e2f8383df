#include <cstdio>
int main() {
    long long s;
    std::scanf("%lld", &s);
    std::printf("%lld %lld\n", s / 2, s - s / 2);
}
