// Plausible bug: counts towers that are at least as tall (>=) as everything before them.
#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    scanf("%d", &n);
    vector<long long> t(n);
    for (auto& x : t) scanf("%lld", &x);
    vector<long long> height{t[0]}, above{-1};
    int visible = 0;
    size_t i = 1;
    for (size_t head = 0; head < height.size(); head++) {
        long long h = height[head], a = above[head];
        if (h >= a) visible++;
        for (int k = 0; k < 2; k++, i++)
            if (i < t.size() && t[i] != -1) { height.push_back(t[i]); above.push_back(max(a, h)); }
    }
    printf("%d\n", visible);
}
