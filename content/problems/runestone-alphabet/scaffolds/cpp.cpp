#include <bits/stdc++.h>
using namespace std;

// words: the glossary in order. Returns the alphabet, "AMBIGUOUS" or "INCONSISTENT".
string readAlphabet(int k, const vector<string>& words) {
    // TODO: write your solution here
    return "AMBIGUOUS";
}

int main() {
    int k, n;
    if (!(cin >> k >> n)) return 0;
    vector<string> words(n);
    for (auto& w : words) cin >> w;
    cout << readAlphabet(k, words) << "\n";
}
