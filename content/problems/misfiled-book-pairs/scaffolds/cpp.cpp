#include <bits/stdc++.h>
using namespace std;

// Return the number of pairs i < j with numbers[i] > numbers[j].
long long countMisfiled(const vector<int>& numbers) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<int> numbers(n);
    for (auto& x : numbers) cin >> x;
    cout << countMisfiled(numbers) << "\n";
    return 0;
}
