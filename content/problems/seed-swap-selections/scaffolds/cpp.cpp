#include <bits/stdc++.h>
using namespace std;
const long long MOD = 1'000'000'007;

// questions: pairs (n, k). Return C(n, k) mod 10^9+7 for each (0 when k > n).
vector<long long> answerAll(const vector<pair<int, int>>& questions) {
    // TODO: write your solution here
    return vector<long long>(questions.size(), 0);
}

int main() {
    int q;
    cin >> q;
    vector<pair<int, int>> questions(q);
    for (auto& [n, k] : questions) cin >> n >> k;
    for (long long a : answerAll(questions)) cout << a << "\n";
}
