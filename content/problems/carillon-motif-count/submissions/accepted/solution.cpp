#include <bits/stdc++.h>
using namespace std;

int main() {
    string motif, log;
    cin >> motif >> log;
    int m = motif.size();
    // Prefix function of the motif: border[i] = length of the longest proper border of motif[0..i].
    vector<int> border(m, 0);
    for (int i = 1, k = 0; i < m; i++) {
        while (k > 0 && motif[k] != motif[i]) k = border[k - 1];
        if (motif[k] == motif[i]) k++;
        border[i] = k;
    }
    long long count = 0;
    int k = 0;
    for (char c : log) {
        while (k > 0 && motif[k] != c) k = border[k - 1];
        if (motif[k] == c) k++;
        if (k == m) {
            count++;
            k = border[k - 1];
        }
    }
    cout << count << "\n";
}
