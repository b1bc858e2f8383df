#include <bits/stdc++.h>
using namespace std;

// Return the number of spans of consecutive hours whose total change is exactly k.
long long countSpans(long long k, const vector<long long>& changes) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long k;
    cin >> n >> k;
    vector<long long> changes(n);
    for (auto& c : changes) cin >> c;
    cout << countSpans(k, changes) << "\n";
    return 0;
}
