#include <bits/stdc++.h>
using namespace std;

const long long MOD = 1'000'000'007;
using Matrix = vector<vector<long long>>;

Matrix multiply(const Matrix& a, const Matrix& b) {
    int k = a.size();
    Matrix out(k, vector<long long>(k, 0));
    for (int i = 0; i < k; i++)
        for (int m = 0; m < k; m++)
            for (int j = 0; j < k; j++) out[i][j] = (out[i][j] + a[i][m] * b[m][j]) % MOD;
    return out;
}

int main() {
    int k;
    long long n;
    cin >> k >> n;
    Matrix chart(k, vector<long long>(k));
    for (int c = 0; c < k; c++) {
        string row;
        cin >> row;
        for (int d = 0; d < k; d++) chart[c][d] = row[d] - '0';
    }
    // The sum of all entries of chart^(n - 1) counts the walks of n - 1 steps, i.e. the garlands of n lanterns.
    Matrix power(k, vector<long long>(k, 0));
    for (int i = 0; i < k; i++) power[i][i] = 1;
    for (long long e = n - 1; e > 0; e >>= 1) {
        if (e & 1) power = multiply(power, chart);
        chart = multiply(chart, chart);
    }
    long long total = 0;
    for (auto& row : power)
        for (long long v : row) total = (total + v) % MOD;
    cout << total << "\n";
}
