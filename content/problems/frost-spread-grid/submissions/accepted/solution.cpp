#include <bits/stdc++.h>
using namespace std;

int main() {
    int r, c;
    cin >> r >> c;
    vector<string> g(r);
    for (auto& row : g) cin >> row;
    vector<vector<int>> dist(r, vector<int>(c, -1));
    queue<pair<int, int>> q;
    int water = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (g[i][j] == 'F') { dist[i][j] = 0; q.push({i, j}); }
            if (g[i][j] == '.') water++;
        }
    int last = 0;
    const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
    while (!q.empty()) {
        auto [i, j] = q.front(); q.pop();
        last = dist[i][j];
        for (int k = 0; k < 4; k++) {
            int a = i + dr[k], b = j + dc[k];
            if (a < 0 || b < 0 || a >= r || b >= c || g[a][b] != '.' || dist[a][b] >= 0) continue;
            dist[a][b] = dist[i][j] + 1;
            water--;
            q.push({a, b});
        }
    }
    printf("%d\n", water > 0 ? -1 : last);
}
