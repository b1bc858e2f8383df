// Plausible bug: after reversing a block the previous block is not re-linked to the block's new first node, so
// the finished part keeps pointing at the block's old first node (now its last) and carriages disappear.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<int> c(n);
    for (auto& x : c) scanf("%d", &x);
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(c[i], head);
    ListNode* result = nullptr;
    ListNode* block = head;
    while (true) {
        ListNode* probe = block;
        for (int i = 0; i < k - 1 && probe; i++) probe = probe->next;
        if (!probe) break;
        ListNode* after = probe->next;
        ListNode *prev = after, *cur = block;
        while (cur != after) { ListNode* nx = cur->next; cur->next = prev; prev = cur; cur = nx; }
        if (!result) result = prev;  // only the first block's new head is ever recorded
        block = after;
    }
    if (!result) result = head;
    for (ListNode* p = result; p; p = p->next) printf("%d%c", p->val, p->next ? ' ' : '\n');
    return 0;
}
