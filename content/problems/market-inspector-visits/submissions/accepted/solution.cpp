#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    vector<pair<long long, long long>> stalls(n);  // (closing, opening)
    for (auto& [e, s] : stalls) cin >> s >> e;
    sort(stalls.begin(), stalls.end());
    long long lastVisit = -1;
    int visits = 0;
    for (auto& [e, s] : stalls) {
        if (s > lastVisit) {  // not open at the last visit: visit as late as this stall allows
            lastVisit = e;
            visits++;
        }
    }
    cout << visits << "\n";
    return 0;
}
