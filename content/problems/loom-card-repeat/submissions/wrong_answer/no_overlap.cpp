// Wrong: counts a stretch as repeated only when two of its appearances do not overlap (the last one starts at least
// L cards after the first), so "ababa" in "abababa" is missed.
#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long u64;

const u64 MOD = (1ULL << 61) - 1, BASE = 1000003;
string s;
int n;
vector<u64> prefixHash, power;

u64 mulmod(u64 a, u64 b) {
    __uint128_t p = (__uint128_t) a * b;
    u64 r = (u64) (p & MOD) + (u64) (p >> 61);
    return r >= MOD ? r - MOD : r;
}

u64 window(int i, int len) {
    u64 sub = mulmod(prefixHash[i], power[len]);
    return prefixHash[i + len] >= sub ? prefixHash[i + len] - sub : prefixHash[i + len] + MOD - sub;
}

int earliestRepeat(int len) {
    vector<pair<u64, int>> h(n - len + 1);
    for (int i = 0; i + len <= n; i++) h[i] = {window(i, len), i};
    sort(h.begin(), h.end());
    int best = -1;
    for (size_t k = 0; k < h.size();) {
        size_t e = k;
        while (e < h.size() && h[e].first == h[k].first) e++;
        if (h[e - 1].second - h[k].second >= len && (best < 0 || h[k].second < best)) best = h[k].second;
        k = e;
    }
    return best;
}

int main() {
    cin >> s;
    n = s.size();
    prefixHash.assign(n + 1, 0);
    power.assign(n + 1, 1);
    for (int i = 0; i < n; i++) {
        prefixHash[i + 1] = (mulmod(prefixHash[i], BASE) + (u64) s[i]) % MOD;
        power[i + 1] = mulmod(power[i], BASE);
    }
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (earliestRepeat(mid) >= 0) lo = mid;
        else hi = mid - 1;
    }
    if (lo == 0) cout << "0 0\n";
    else cout << lo << " " << earliestRepeat(lo) + 1 << "\n";
}
