#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<pair<int, int>> events;
    events.reserve(2 * n);
    for (int i = 0; i < n; i++) {
        int s, e;
        scanf("%d %d", &s, &e);
        events.push_back({s, 1});
        events.push_back({e, -1});
    }
    sort(events.begin(), events.end());  // ends (-1) before starts (+1) at equal times
    int count = 0, best = 0, when = 0;
    for (auto [t, delta] : events) {
        count += delta;
        if (count > best) { best = count; when = t; }
    }
    printf("%d %d\n", best, when);
}
