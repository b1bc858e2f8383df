// Plausible bug: uses the sum of character codes (plus the length) as the "anagram hash" without checking
// the letters, so different multisets with equal sums collide ('ad' and 'bc').
#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<long long, pair<int, string>> shelves;
    for (int i = 0; i < n; i++) {
        string w;
        cin >> w;
        long long key = (long long)w.size() * 100000;
        for (char c : w) key += c;
        auto it = shelves.find(key);
        if (it == shelves.end()) shelves.emplace(key, make_pair(1, w));
        else {
            it->second.first++;
            if (w < it->second.second) it->second.second = w;
        }
    }
    int bestSize = 0;
    string bestWord;
    for (auto& [key, shelf] : shelves)
        if (shelf.first > bestSize || (shelf.first == bestSize && shelf.second < bestWord)) bestSize = shelf.first, bestWord = shelf.second;
    cout << shelves.size() << "\n" << bestSize << "\n" << bestWord << "\n";
    return 0;
}
