#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto& row : g) cin >> row;
    int top = 0, bottom = r - 1, left = 0, right = c - 1;
    string out;
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; j++) out += g[top][j];       // top row, left to right
        for (int i = top + 1; i <= bottom; i++) out += g[i][right];  // right column, downwards
        if (top < bottom && left < right) {                          // a second row and a second column are left
            for (int j = right - 1; j >= left; j--) out += g[bottom][j];  // bottom row, right to left
            for (int i = bottom - 1; i > top; i--) out += g[i][left];     // left column, upwards
        }
        top++, bottom--, left++, right--;
    }
    cout << out << "\n";
}
