// Plausible bug: removes the k-th carriage from the FRONT.
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
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(a[i], head);
    ListNode dummy(0, head);
    ListNode* before = &dummy;
    for (int i = 1; i < k; i++) before = before->next;
    before->next = before->next->next;
    head = dummy.next;
    if (!head) { puts("EMPTY"); return 0; }
    for (ListNode* p = head; p; p = p->next) printf("%d%c", p->val, p->next ? ' ' : '\n');
    return 0;
}
