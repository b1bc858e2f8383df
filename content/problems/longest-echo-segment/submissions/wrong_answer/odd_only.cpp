// Plausible bug: Manacher on s itself, so only odd-length echoes (centred on a letter) are found.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    vector<int> rad(n, 0);
    int centre = 0, right = 0;
    for (int i = 0; i < n; i++) {
        int r = i < right ? min(rad[2 * centre - i], right - i) : 0;
        while (i - r - 1 >= 0 && i + r + 1 < n && s[i - r - 1] == s[i + r + 1]) r++;
        rad[i] = r;
        if (i + r > right) centre = i, right = i + r;
    }
    int bestLen = 0, bestStart = 0;
    for (int i = 0; i < n; i++) {
        int len = 2 * rad[i] + 1, start = i - rad[i];
        if (len > bestLen || (len == bestLen && start < bestStart)) bestLen = len, bestStart = start;
    }
    printf("%d %d\n", bestLen, bestStart + 1);
    return 0;
}
