#include <bits/stdc++.h>
using namespace std;

// row: 'I' (standing) and '.' (empty). Return how many first throws win.
long long winningThrows(const string& row) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    string row;
    cin >> n >> row;
    cout << winningThrows(row) << "\n";
}
