#include <bits/stdc++.h>
using namespace std;

// Return the message as the telegraph clerk sends it.
string shorten(const string& message) {
    // TODO: write your solution here
    return message;
}

int main() {
    string s;
    cin >> s;
    cout << shorten(s) << "\n";
    return 0;
}
