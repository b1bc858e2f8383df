#include <stdio.h>

static const double PI = 3.14159265358979323846;

int main(void) {
    double r;
    if (scanf("%lf", &r) != 1) return 1;
    /* Scientific notation on purpose: the default validator accepts any float formatting within tolerance. */
    printf("%.12e\n", PI * r * r);
    return 0;
}
