#include <bits/stdc++.h>
using namespace std;

// a, b: patterns below 2^60. Return how many lamps are lit in one and dark in the other.
int lampsToSwitch(unsigned long long a, unsigned long long b) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int q;
    cin >> q;
    while (q--) {
        unsigned long long a, b;
        cin >> a >> b;
        cout << lampsToSwitch(a, b) << "\n";
    }
}
