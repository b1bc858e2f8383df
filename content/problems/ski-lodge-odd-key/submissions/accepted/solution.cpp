#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    cin >> n;
    unsigned int all = 0;
    for (int i = 0; i < n; i++) {
        unsigned int k;
        cin >> k;
        all ^= k;  // pairs cancel out: x ^ x = 0
    }
    cout << all << "\n";
}
