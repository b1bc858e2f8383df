#include <bits/stdc++.h>
using namespace std;

// Return the smallest s with a.substr(s) + a.substr(0, s) == b, or -1.
int smallestShift(const string& a, const string& b) {
    // TODO: write your solution here
    return -1;
}

int main() {
    string a, b;
    cin >> a >> b;
    cout << smallestShift(a, b) << "\n";
}
