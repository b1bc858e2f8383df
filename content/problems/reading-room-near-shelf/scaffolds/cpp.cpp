#include <bits/stdc++.h>
using namespace std;

class NearShelf {
public:
    explicit NearShelf(int capacity) : capacity(capacity) {}

    // Serves a request; returns true if the book had to be fetched from the stacks.
    bool request(int book) {
        // TODO
        return true;
    }

    // Removes the book from the shelf if it is there.
    void damage(int book) {
        // TODO
    }

    // The books on the shelf, most recently requested first.
    vector<int> books() const {
        // TODO
        return {};
    }

private:
    int capacity;
    // TODO: choose your data structures
};

int main() {
    int k, q;
    if (!(cin >> k >> q)) return 0;
    NearShelf shelf(k);
    long long fetches = 0;
    for (int i = 0; i < q; i++) {
        char kind;
        int x;
        cin >> kind >> x;
        if (kind == 'R') fetches += shelf.request(x);
        else shelf.damage(x);
    }
    vector<int> books = shelf.books();
    cout << fetches << "\n";
    if (books.empty()) cout << "EMPTY\n";
    else {
        for (size_t i = 0; i < books.size(); i++) cout << (i ? " " : "") << books[i];
        cout << "\n";
    }
}
