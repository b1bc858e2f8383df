// Wrong: the right tile side, but the count (W / g) * (H / g) is multiplied in 32-bit ints and overflows once it
// passes 2^31 - 1.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    cin >> t;
    while (t--) {
        int w, h;
        cin >> w >> h;
        int g = __gcd(w, h);
        int count = (w / g) * (h / g);
        cout << g << " " << count << "\n";
    }
}
