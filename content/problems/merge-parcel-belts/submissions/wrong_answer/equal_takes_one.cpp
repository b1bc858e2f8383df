// Plausible bug: on equal weights both fronts are advanced but only one node is linked, so a parcel vanishes.
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

ListNode* readList() {
    int n;
    scanf("%d", &n);
    vector<int> v(n);
    for (auto& x : v) scanf("%d", &x);
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(v[i], head);
    return head;
}

int main() {
    ListNode* a = readList();
    ListNode* b = readList();
    ListNode dummy(0);
    ListNode* tail = &dummy;
    while (a && b) {
        if (a->val < b->val) tail->next = a, a = a->next;
        else if (b->val < a->val) tail->next = b, b = b->next;
        else tail->next = a, a = a->next, b = b->next;
        tail = tail->next;
    }
    tail->next = a ? a : b;
    if (!dummy.next) { puts("EMPTY"); return 0; }
    for (ListNode* p = dummy.next; p; p = p->next) printf("%d%c", p->val, p->next ? ' ' : '\n');
    return 0;
}
