#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    int n = s.size();
    vector<int> pi(n, 0);
    for (int i = 1; i < n; i++) {
        int k = pi[i - 1];
        while (k > 0 && s[i] != s[k]) k = pi[k - 1];
        if (s[i] == s[k]) k++;
        pi[i] = k;
    }
    int inside = 0;  // longest prefix that also ends before the last letter (and so starts after the first)
    for (int i = 0; i + 1 < n; i++) inside = max(inside, pi[i]);
    int len = pi[n - 1];
    while (len > inside) len = pi[len - 1];
    printf("%d\n", len);
}
