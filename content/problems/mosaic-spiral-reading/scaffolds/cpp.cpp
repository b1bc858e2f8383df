#include <bits/stdc++.h>
using namespace std;

// rows: the mosaic, r strings of c letters. Return the letters in clockwise spiral order from the top-left.
string spiral(const vector<string>& rows) {
    // TODO: write your solution here
    return "";
}

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> rows(r);
    for (auto& row : rows) cin >> row;
    cout << spiral(rows) << "\n";
}
