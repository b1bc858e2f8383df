#include <bits/stdc++.h>
using namespace std;

int n;
long long target;
vector<long long> w;
vector<int> chosen;
vector<string> blends;

void extend(int start, long long weight) {
    // Jars after the last chosen one, in increasing order: the blends come out in lexicographic order.
    for (int j = start; j < n; j++) {
        long long total = weight + w[j];
        if (total > target) continue;  // every blend that contains this one weighs more still
        chosen.push_back(j + 1);
        if (total == target) {
            string line;
            for (size_t i = 0; i < chosen.size(); i++) line += (i ? " " : "") + to_string(chosen[i]);
            blends.push_back(line);
        }
        extend(j + 1, total);
        chosen.pop_back();  // backtrack
    }
}

int main() {
    cin >> n >> target;
    w.resize(n);
    for (auto& x : w) cin >> x;
    extend(0, 0);
    string out = to_string(blends.size()) + "\n";
    for (const string& b : blends) out += b + "\n";
    cout << out;
    return 0;
}
