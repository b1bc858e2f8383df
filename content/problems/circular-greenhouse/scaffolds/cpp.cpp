#include <bits/stdc++.h>
using namespace std;

// Return the best score of a clockwise visit of 1..k consecutive beds on the ring.
long long bestVisit(int k, const vector<long long>& beds) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> beds(n);
    for (auto& x : beds) cin >> x;
    cout << bestVisit(k, beds) << "\n";
    return 0;
}
