// Plausible bug: greedily takes the first position where the first letter reappears as the stamp length.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    int p = n;
    for (int i = 1; i < n; i++)
        if (s[i] == s[0]) { p = i; break; }
    printf("%d\n", p);
    return 0;
}
