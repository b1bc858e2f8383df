#include <bits/stdc++.h>
using namespace std;

int main() {
    int k, amount;
    scanf("%d %d", &k, &amount);
    vector<int> coins(k);
    for (auto& d : coins) scanf("%d", &d);
    const int INF = INT_MAX / 2;
    vector<int> best(amount + 1, INF);
    best[0] = 0;
    for (int a = 1; a <= amount; a++)
        for (int d : coins)
            if (d <= a) best[a] = min(best[a], best[a - d] + 1);
    printf("%d\n", best[amount] >= INF ? -1 : best[amount]);
}
