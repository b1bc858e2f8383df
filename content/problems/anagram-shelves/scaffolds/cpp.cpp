#include <bits/stdc++.h>
using namespace std;

struct Answer { int shelves; int fullest; string word; };

// Group the words into anagram shelves; return the number of shelves, the fullest shelf's size and its chosen word.
Answer shelve(const vector<string>& words) {
    // TODO: write your solution here
    return {0, 0, ""};
}

int main() {
    int n;
    cin >> n;
    vector<string> words(n);
    for (auto& w : words) cin >> w;
    Answer a = shelve(words);
    cout << a.shelves << "\n" << a.fullest << "\n" << a.word << "\n";
    return 0;
}
