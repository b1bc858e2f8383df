#include <bits/stdc++.h>
using namespace std;

struct Entry {
    string op;  // "set" or "sum"
    int a;
    long long b;
};

// amounts: the n starting amounts (hive 1 first). Return the totals asked by the "sum" entries, in order.
vector<long long> answerLogbook(const vector<long long>& amounts, const vector<Entry>& log) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<long long> amounts(n);
    for (auto& x : amounts) cin >> x;
    vector<Entry> log(q);
    for (auto& e : log) cin >> e.op >> e.a >> e.b;
    for (long long total : answerLogbook(amounts, log)) cout << total << "\n";
}
