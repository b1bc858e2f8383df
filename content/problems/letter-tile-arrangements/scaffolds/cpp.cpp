#include <bits/stdc++.h>
using namespace std;

// Return every different word made of all the tiles, in alphabetical order.
vector<string> arrangements(const string& tiles) {
    // TODO: write your solution here
    return {};
}

int main() {
    string tiles;
    cin >> tiles;
    vector<string> words = arrangements(tiles);
    cout << words.size() << "\n";
    for (auto& w : words) cout << w << "\n";
    return 0;
}
