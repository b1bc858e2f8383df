#include <bits/stdc++.h>
using namespace std;

int counts[26];
string word;
vector<string> words;

void place(size_t n) {
    if (word.size() == n) {
        words.push_back(word);
        return;
    }
    for (int c = 0; c < 26; c++) {  // each distinct letter once per position, in alphabetical order
        if (!counts[c]) continue;
        counts[c]--;
        word.push_back('a' + c);
        place(n);
        word.pop_back();  // take the tile back
        counts[c]++;
    }
}

int main() {
    string s;
    cin >> s;
    for (char ch : s) counts[ch - 'a']++;
    place(s.size());
    string out = to_string(words.size()) + "\n";
    for (auto& w : words) out += w + "\n";
    cout << out;
    return 0;
}
