#include <bits/stdc++.h>
using namespace std;

// prices are sorted in non-decreasing order. Return the number of pairs i < j with prices[i] + prices[j] <= budget.
long long countPairs(long long budget, const vector<long long>& prices) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    long long budget;
    cin >> n >> budget;
    vector<long long> prices(n);
    for (auto& p : prices) cin >> p;
    cout << countPairs(budget, prices) << "\n";
    return 0;
}
