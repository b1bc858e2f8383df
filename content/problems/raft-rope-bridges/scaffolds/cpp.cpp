#include <bits/stdc++.h>
using namespace std;

struct Line {
    string op;  // "tie" or "ask"
    int a, b;
};

// Return the answers ("YES" / "NO") of the ask lines, in order.
vector<string> answerLog(int n, const vector<Line>& log) {
    // TODO: write your solution here
    return {};
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n, q;
    cin >> n >> q;
    vector<Line> log(q);
    for (auto& line : log) cin >> line.op >> line.a >> line.b;
    for (const string& answer : answerLog(n, log)) cout << answer << "\n";
    return 0;
}
