#include <bits/stdc++.h>
using namespace std;

// Return the length of the shortest stamp that could have printed the strip.
int shortestStamp(const string& strip) {
    // TODO: write your solution here
    return (int)strip.size();
}

int main() {
    string s;
    cin >> s;
    cout << shortestStamp(s) << "\n";
    return 0;
}
