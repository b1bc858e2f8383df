#include <bits/stdc++.h>
using namespace std;

// Return "OK", or the 1-based position to report, as a string.
string checkFormula(const string& formula) {
    // TODO: write your solution here
    return "OK";
}

int main() {
    string s;
    cin >> s;
    cout << checkFormula(s) << "\n";
    return 0;
}
