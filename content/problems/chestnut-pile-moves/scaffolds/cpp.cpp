#include <bits/stdc++.h>
using namespace std;

// For each pile, true when the player to move (Mira) wins. A move takes exactly s chestnuts, s in moves.
vector<bool> winners(const vector<int>& moves, const vector<int>& piles) {
    // TODO: write your solution here
    return vector<bool>(piles.size(), false);
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k, q;
    cin >> k >> q;
    vector<int> moves(k), piles(q);
    for (auto& s : moves) cin >> s;
    for (auto& n : piles) cin >> n;
    vector<bool> w = winners(moves, piles);
    for (int i = 0; i < q; i++) cout << (w[i] ? "Mira" : "Oskar") << "\n";
}
