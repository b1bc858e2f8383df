#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<int> c(n);
    for (auto& x : c) cin >> x;
    vector<int> sorted(c);
    sort(sorted.begin(), sorted.end());
    sorted.erase(unique(sorted.begin(), sorted.end()), sorted.end());
    int m = sorted.size();
    vector<int> tree(m + 1, 0);  // Fenwick tree: counts of seen books per rank
    long long pairs = 0;
    for (int i = 0; i < n; i++) {
        int r = lower_bound(sorted.begin(), sorted.end(), c[i]) - sorted.begin() + 1;
        int atMost = 0;  // seen books with rank <= r
        for (int k = r; k > 0; k -= k & -k) atMost += tree[k];
        pairs += i - atMost;  // seen books with a strictly larger number
        for (int k = r; k <= m; k += k & -k) tree[k]++;
    }
    cout << pairs << "\n";
    return 0;
}
