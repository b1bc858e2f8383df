#include <bits/stdc++.h>
using namespace std;

// For each tower, return the distance to the first strictly taller tower to the east (0 if none).
vector<int> blockingDistances(const vector<int>& heights) {
    // TODO: write your solution here
    return vector<int>(heights.size(), 0);
}

int main() {
    int n;
    cin >> n;
    vector<int> heights(n);
    for (auto& h : heights) cin >> h;
    vector<int> dist = blockingDistances(heights);
    for (int i = 0; i < n; i++) cout << dist[i] << (i + 1 < n ? ' ' : '\n');
    return 0;
}
