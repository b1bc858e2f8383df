#include <bits/stdc++.h>
using namespace std;
typedef long long ll;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<ll> t(n), d(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &t[i], &d[i]);
    vector<int> byArrival(n);
    iota(byArrival.begin(), byArrival.end(), 0);
    sort(byArrival.begin(), byArrival.end(), [&](int a, int b) { return t[a] != t[b] ? t[a] < t[b] : a < b; });
    // min-heap on (repair time, arrival, number)
    priority_queue<tuple<ll, ll, int>, vector<tuple<ll, ll, int>>, greater<>> waiting;
    ll now = 0;
    int next = 0;
    string out;
    for (int done = 0; done < n; done++) {
        if (waiting.empty() && t[byArrival[next]] > now) now = t[byArrival[next]];
        while (next < n && t[byArrival[next]] <= now) {
            int i = byArrival[next++];
            waiting.emplace(d[i], t[i], i);
        }
        auto [dd, tt, i] = waiting.top();
        waiting.pop();
        if (done) out += ' ';
        out += to_string(i + 1);
        now += dd;
    }
    puts(out.c_str());
}
