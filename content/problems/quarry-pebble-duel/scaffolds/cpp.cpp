#include <bits/stdc++.h>
using namespace std;

// A move removes 1..k pebbles from one heap; whoever cannot move loses. True when the player to move wins.
bool firstPlayerWins(long long k, const vector<long long>& heaps) {
    // TODO: write your solution here
    return false;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    while (t--) {
        int m;
        long long k;
        cin >> m >> k;
        vector<long long> heaps(m);
        for (auto& a : heaps) cin >> a;
        cout << (firstPlayerWins(k, heaps) ? "Ines" : "Tomas") << "\n";
    }
}
