#include <bits/stdc++.h>
using namespace std;

// How many positions of log start a copy of motif (overlapping copies count).
long long countOccurrences(const string& motif, const string& log) {
    // TODO: write your solution here
    return 0;
}

int main() {
    string motif, log;
    cin >> motif >> log;
    cout << countOccurrences(motif, log) << "\n";
}
