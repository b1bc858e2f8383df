#include <bits/stdc++.h>
using namespace std;

// Return every blend weighing exactly target, each as its jar numbers (1-based, increasing), in lexicographic order.
vector<vector<int>> blends(int target, const vector<int>& weights) {
    // TODO: write your solution here
    return {};
}

int main() {
    int n, target;
    cin >> n >> target;
    vector<int> weights(n);
    for (auto& w : weights) cin >> w;
    vector<vector<int>> found = blends(target, weights);
    cout << found.size() << "\n";
    for (const auto& blend : found) {
        for (size_t i = 0; i < blend.size(); i++) cout << (i ? " " : "") << blend[i];
        cout << "\n";
    }
    return 0;
}
