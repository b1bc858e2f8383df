#include <bits/stdc++.h>
using namespace std;

// Return the largest area (r - l + 1) * min(h[l..r]) over all contiguous groups of warehouses.
long long largestBillboard(const vector<long long>& heights) {
    // TODO: write your solution here
    return 0;
}

int main() {
    int n;
    cin >> n;
    vector<long long> heights(n);
    for (auto& h : heights) cin >> h;
    cout << largestBillboard(heights) << "\n";
    return 0;
}
