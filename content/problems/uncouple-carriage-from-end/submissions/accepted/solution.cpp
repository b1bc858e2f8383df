#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

// One pass: `lead` runs k nodes ahead of `trail`; when lead falls off, trail is just before the node to remove.
ListNode* removeFromEnd(ListNode* head, int k) {
    ListNode dummy(0, head);
    ListNode* lead = &dummy;
    ListNode* trail = &dummy;
    for (int i = 0; i < k; i++) lead = lead->next;
    while (lead->next) lead = lead->next, trail = trail->next;
    ListNode* gone = trail->next;
    trail->next = gone->next;
    delete gone;
    return dummy.next;
}

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(a[i], head);
    head = removeFromEnd(head, k);
    if (!head) { puts("EMPTY"); return 0; }
    string out;
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out += ' ';
        out += to_string(p->val);
    }
    puts(out.c_str());
    return 0;
}
