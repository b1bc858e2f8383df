// Plausible bug: works on the shortest assignments first and counts those finished before their own deadline.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<pair<long long, long long>> jobs(n);  // {duration, deadline}
    for (auto& [t, d] : jobs) scanf("%lld %lld", &t, &d);
    sort(jobs.begin(), jobs.end());
    long long now = 0;
    int done = 0;
    for (auto [t, d] : jobs)
        if (now + t <= d) { now += t; done++; }
    printf("%d\n", done);
}
