#include <bits/stdc++.h>
using namespace std;

int main() {
    int k, q;
    if (scanf("%d %d", &k, &q) != 2) return 0;
    list<int> shelf;  // front = most recently requested
    unordered_map<int, list<int>::iterator> where;
    where.reserve(2 * k + 16);
    long long fetches = 0;
    char kind[2];
    int x;
    for (int i = 0; i < q; i++) {
        scanf("%1s %d", kind, &x);
        auto it = where.find(x);
        if (kind[0] == 'R') {
            if (it != where.end()) {
                shelf.splice(shelf.begin(), shelf, it->second);
            } else {
                fetches++;
                if ((int)shelf.size() == k) {
                    where.erase(shelf.back());
                    shelf.pop_back();
                }
                shelf.push_front(x);
                where[x] = shelf.begin();
            }
        } else if (it != where.end()) {
            shelf.erase(it->second);
            where.erase(it);
        }
    }
    printf("%lld\n", fetches);
    if (shelf.empty()) { puts("EMPTY"); return 0; }
    string out;
    for (int b : shelf) { if (!out.empty()) out += ' '; out += to_string(b); }
    puts(out.c_str());
}
