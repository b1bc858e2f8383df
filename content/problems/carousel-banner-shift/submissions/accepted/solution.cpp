#include <bits/stdc++.h>
using namespace std;

int main() {
    string a, b;
    cin >> a >> b;
    int n = a.size();
    string s = b + "#" + a + a.substr(0, n - 1);  // every rotation of a is a window of a + a
    vector<int> pi(s.size(), 0);
    for (size_t i = 1; i < s.size(); i++) {
        int k = pi[i - 1];
        while (k > 0 && s[i] != s[k]) k = pi[k - 1];
        if (s[i] == s[k]) k++;
        pi[i] = k;
        if (k == n) {
            printf("%d\n", (int)i - 2 * n);
            return 0;
        }
    }
    printf("-1\n");
}
