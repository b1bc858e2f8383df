// Plausible bug: weaves starting with the reversed second half, giving r_n, r_1, r_{n-1}, r_2, ...
#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

int main() {
    int n;
    scanf("%d", &n);
    vector<int> r(n);
    for (auto& x : r) scanf("%d", &x);
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(r[i], head);
    if (n >= 2) {
        ListNode *slow = head, *fast = head;
        while (fast->next && fast->next->next) slow = slow->next, fast = fast->next->next;
        ListNode* second = slow->next;
        slow->next = nullptr;
        ListNode* prev = nullptr;
        while (second) { ListNode* nx = second->next; second->next = prev; prev = second; second = nx; }
        ListNode *a = prev, *b = head;  // halves swapped
        head = prev;
        while (a && b) {
            ListNode *an = a->next, *bn = b->next;
            a->next = b;
            b->next = an ? an : bn;
            a = an;
            b = bn;
        }
    }
    for (ListNode* p = head; p; p = p->next) printf("%d%c", p->val, p->next ? ' ' : '\n');
    return 0;
}
