#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<pair<long long, long long>> jobs(n);  // {deadline, duration}
    for (auto& [d, t] : jobs) scanf("%lld %lld", &t, &d);
    sort(jobs.begin(), jobs.end());
    priority_queue<long long> chosen;
    long long total = 0;
    for (auto [d, t] : jobs) {
        chosen.push(t);
        total += t;
        if (total > d) { total -= chosen.top(); chosen.pop(); }
    }
    printf("%zu\n", chosen.size());
}
