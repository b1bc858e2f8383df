#include <bits/stdc++.h>
using namespace std;

// keys: every number appears twice except one. Return the number that appears once.
int oddKey(const vector<int>& keys) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<int> keys(n);
    for (auto& k : keys) cin >> k;
    cout << oddKey(keys) << "\n";
}
