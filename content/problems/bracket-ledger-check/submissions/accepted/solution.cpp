#include <bits/stdc++.h>
using namespace std;

int main() {
    string s;
    cin >> s;
    vector<int> open;  // positions (0-based) of brackets still waiting for their partner
    auto partner = [](char c) { return c == ')' ? '(' : c == ']' ? '[' : '{'; };
    for (int i = 0; i < (int)s.size(); i++) {
        char c = s[i];
        if (c == '(' || c == '[' || c == '{') open.push_back(i);
        else if (c == ')' || c == ']' || c == '}') {
            if (open.empty() || s[open.back()] != partner(c)) {
                printf("%d\n", i + 1);
                return 0;
            }
            open.pop_back();
        }
    }
    if (open.empty()) printf("OK\n");
    else printf("%d\n", open.front() + 1);  // the bottom of the stack is the leftmost unclosed bracket
    return 0;
}
