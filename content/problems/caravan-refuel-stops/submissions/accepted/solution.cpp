#include <bits/stdc++.h>
using namespace std;

int main() {
    long long d, water;
    int n;
    scanf("%lld %lld %d", &d, &water, &n);
    vector<pair<long long, long long>> oases(n);
    for (auto& [p, w] : oases) scanf("%lld %lld", &p, &w);
    oases.push_back({d, 0});
    priority_queue<long long> passed;
    int stops = 0;
    for (auto [p, w] : oases) {
        while (water < p) {
            if (passed.empty()) { puts("-1"); return 0; }
            water += passed.top(); passed.pop();
            stops++;
        }
        passed.push(w);
    }
    printf("%d\n", stops);
}
