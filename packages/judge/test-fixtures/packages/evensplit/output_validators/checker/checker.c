/* Accepts two positive even integers adding up to n, or NO when n has no such split (n = 2). */
#include <stdio.h>
#include <string.h>

static int reject(const char *dir, const char *why) {
    char path[4096];
    snprintf(path, sizeof path, "%sjudgemessage.txt", dir);
    FILE *f = fopen(path, "w");
    if (f) { fprintf(f, "%s\n", why); fclose(f); }
    return 43;
}

int main(int argc, char **argv) {
    if (argc < 4) return 1;
    FILE *in = fopen(argv[1], "r");
    long n;
    if (!in || fscanf(in, "%ld", &n) != 1) return 1;
    char first[64];
    if (scanf("%63s", first) != 1) return reject(argv[3], "no output");
    if (strcmp(first, "NO") == 0) return n == 2 ? 42 : reject(argv[3], "a split exists");
    long a, b;
    if (sscanf(first, "%ld", &a) != 1 || scanf("%ld", &b) != 1) return reject(argv[3], "expected two integers");
    if (a <= 0 || b <= 0 || a % 2 || b % 2 || a + b != n) return reject(argv[3], "not two positive even parts of n");
    return 42;
}
