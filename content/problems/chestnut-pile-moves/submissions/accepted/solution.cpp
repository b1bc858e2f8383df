#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int k, q;
    cin >> k >> q;
    vector<int> moves(k), piles(q);
    for (auto& s : moves) cin >> s;
    for (auto& n : piles) cin >> n;
    int top = *max_element(piles.begin(), piles.end());
    // win[x]: the player to move with x chestnuts wins. Size x wins when some move reaches a losing size.
    vector<char> win(top + 1, 0);
    for (int x = 1; x <= top; x++)
        for (int s : moves)
            if (s <= x && !win[x - s]) {
                win[x] = 1;
                break;
            }
    string out;
    for (int n : piles) out += win[n] ? "Mira\n" : "Oskar\n";
    cout << out;
}
