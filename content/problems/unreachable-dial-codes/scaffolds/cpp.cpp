#include <bits/stdc++.h>
using namespace std;

// Return how many codes have another code as a proper prefix.
int countUnreachable(const vector<string>& codes) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<string> codes(n);
    for (auto& c : codes) cin >> c;
    cout << countUnreachable(codes) << "\n";
    return 0;
}
