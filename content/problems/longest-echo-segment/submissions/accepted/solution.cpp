#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    // t = #s1#s2#...#sn#: every palindrome of s becomes an odd palindrome of t centred on a letter or a '#'.
    string t = "#";
    for (char c : s) { t += c; t += '#'; }
    int m = t.size();
    vector<int> rad(m, 0);  // rad[i]: largest r with t[i-r..i+r] a palindrome
    int centre = 0, right = 0;  // the palindrome reaching furthest right: t[.. right]
    for (int i = 0; i < m; i++) {
        int r = i < right ? min(rad[2 * centre - i], right - i) : 0;
        while (i - r - 1 >= 0 && i + r + 1 < m && t[i - r - 1] == t[i + r + 1]) r++;
        rad[i] = r;
        if (i + r > right) centre = i, right = i + r;
    }
    int bestLen = 0, bestStart = 0;
    for (int i = 0; i < m; i++) {
        int len = rad[i];           // length of the palindrome in s
        int start = (i - rad[i]) / 2;  // its 0-based start in s
        if (len > bestLen || (len == bestLen && start < bestStart)) bestLen = len, bestStart = start;
    }
    printf("%d %d\n", bestLen, bestStart + 1);
    return 0;
}
