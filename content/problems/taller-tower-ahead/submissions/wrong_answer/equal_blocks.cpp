// Plausible bug: pops with <=, so an equally tall tower is treated as blocking the view.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n), dist(n, 0);
    for (auto& x : h) scanf("%d", &x);
    vector<int> waiting;
    for (int i = 0; i < n; i++) {
        while (!waiting.empty() && h[waiting.back()] <= h[i]) {
            dist[waiting.back()] = i - waiting.back();
            waiting.pop_back();
        }
        waiting.push_back(i);
    }
    for (int i = 0; i < n; i++) printf("%d%c", dist[i], i + 1 < n ? ' ' : '\n');
    return 0;
}
