#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<int> h(n), dist(n, 0);
    for (auto& x : h) scanf("%d", &x);
    vector<int> waiting;  // towers without a taller tower yet; heights non-increasing from bottom to top
    for (int i = 0; i < n; i++) {
        while (!waiting.empty() && h[waiting.back()] < h[i]) {
            dist[waiting.back()] = i - waiting.back();
            waiting.pop_back();
        }
        waiting.push_back(i);
    }
    string out;
    for (int i = 0; i < n; i++) {
        if (i) out += ' ';
        out += to_string(dist[i]);
    }
    puts(out.c_str());
    return 0;
}
