#include <bits/stdc++.h>
using namespace std;

// Return the smallest total cost of splicing all pieces into one rope.
long long cheapestSplicing(const vector<long long>& lengths) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<long long> lengths(n);
    for (auto& x : lengths) cin >> x;
    cout << cheapestSplicing(lengths) << "\n";
    return 0;
}
