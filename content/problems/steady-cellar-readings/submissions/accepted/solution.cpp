#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, d;
    cin >> n >> d;
    vector<int> t(n);
    for (auto& x : t) cin >> x;
    deque<int> hi, lo;  // positions; readings decreasing in hi, increasing in lo
    int left = 0, bestLen = 0, bestStart = 0;
    for (int right = 0; right < n; right++) {
        while (!hi.empty() && t[hi.back()] <= t[right]) hi.pop_back();
        hi.push_back(right);
        while (!lo.empty() && t[lo.back()] >= t[right]) lo.pop_back();
        lo.push_back(right);
        while (t[hi.front()] - t[lo.front()] > d) {  // shrink until the window is steady again
            left++;
            if (hi.front() < left) hi.pop_front();
            if (lo.front() < left) lo.pop_front();
        }
        if (right - left + 1 > bestLen) bestLen = right - left + 1, bestStart = left;
    }
    cout << bestLen << " " << bestStart + 1 << "\n";
    return 0;
}
