// Plausible bug: writes the run length as a single character, which breaks runs of 10 or more.
#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    string out;
    size_t i = 0;
    while (i < s.size()) {
        size_t j = i;
        while (j < s.size() && s[j] == s[i]) j++;
        out += s[i];
        if (j - i >= 2) out += char('0' + (j - i) % 10);
        i = j;
    }
    cout << out << "\n";
    return 0;
}
