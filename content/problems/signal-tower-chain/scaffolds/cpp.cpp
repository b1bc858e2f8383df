#include <bits/stdc++.h>
using namespace std;

// Returns the length of the longest strictly increasing chain of heights (left to right).
int longestChain(const vector<int>& heights) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    if (!(cin >> n)) return 0;
    vector<int> heights(n);
    for (auto& h : heights) cin >> h;
    cout << longestChain(heights) << "\n";
}
