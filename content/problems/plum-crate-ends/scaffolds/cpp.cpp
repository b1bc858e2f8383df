#include <bits/stdc++.h>
using namespace std;

// crates: plums per crate, left to right. Return Ada's total when both take ends optimally, Ada first.
long long adaPlums(const vector<long long>& crates) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<long long> crates(n);
    for (auto& p : crates) cin >> p;
    cout << adaPlums(crates) << "\n";
}
