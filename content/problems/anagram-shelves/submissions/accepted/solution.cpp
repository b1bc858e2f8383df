#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    unordered_map<string, pair<int, string>> shelves;  // sorted letters -> (size, smallest word)
    shelves.reserve(2 * n);
    for (int i = 0; i < n; i++) {
        string w;
        cin >> w;
        string key = w;
        sort(key.begin(), key.end());
        auto it = shelves.find(key);
        if (it == shelves.end()) shelves.emplace(key, make_pair(1, w));
        else {
            it->second.first++;
            if (w < it->second.second) it->second.second = w;
        }
    }
    int bestSize = 0;
    string bestWord;
    for (auto& [key, shelf] : shelves) {
        if (shelf.first > bestSize || (shelf.first == bestSize && shelf.second < bestWord)) {
            bestSize = shelf.first;
            bestWord = shelf.second;
        }
    }
    cout << shelves.size() << "\n" << bestSize << "\n" << bestWord << "\n";
    return 0;
}
