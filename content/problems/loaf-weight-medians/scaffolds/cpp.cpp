#include <bits/stdc++.h>
using namespace std;

// Return the sum of the medians shown after each loaf (the lower middle weight for an even count).
long long sumOfMedians(const vector<long long>& weights) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<long long> weights(n);
    for (auto& x : weights) cin >> x;
    cout << sumOfMedians(weights) << "\n";
    return 0;
}
