#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    string out;
    size_t i = 0;
    while (i < s.size()) {
        size_t j = i;
        while (j < s.size() && s[j] == s[i]) j++;  // s[i..j) is one run
        out += s[i];
        if (j - i >= 2) out += to_string(j - i);
        i = j;
    }
    cout << out << "\n";
    return 0;
}
