#include <bits/stdc++.h>
using namespace std;

long long gcd(long long a, long long b) {
    while (b) {
        long long r = a % b;  // Euclid: gcd(a, b) = gcd(b, a mod b)
        a = b;
        b = r;
    }
    return a;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int t;
    cin >> t;
    string out;
    while (t--) {
        long long w, h;
        cin >> w >> h;
        long long g = gcd(w, h);
        out += to_string(g) + " " + to_string((w / g) * (h / g)) + "\n";
    }
    cout << out;
}
