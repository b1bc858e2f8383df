#include <bits/stdc++.h>
using namespace std;

// Returns the fewest tokens (values in `tokens`, unlimited supply) that add up to `amount`, or -1.
int fewestTokens(int amount, const vector<int>& tokens) {
    // TODO: write your solution here
    return -1;
}

int main() {
    int k, amount;
    if (!(cin >> k >> amount)) return 0;
    vector<int> tokens(k);
    for (auto& d : tokens) cin >> d;
    cout << fewestTokens(amount, tokens) << "\n";
}
