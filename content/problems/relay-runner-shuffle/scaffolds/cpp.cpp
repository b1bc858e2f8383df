#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

// Rearrange the list in place to r1, rn, r2, r(n-1), ... by relinking nodes. The head stays the same node.
void shuffleRelay(ListNode* head) {
    // TODO: write your solution here
}

int main() {
    int n;
    cin >> n;
    vector<int> r(n);
    for (auto& x : r) cin >> x;
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(r[i], head);
    shuffleRelay(head);
    for (ListNode* p = head; p; p = p->next) cout << p->val << (p->next ? ' ' : '\n');
    return 0;
}
