#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

void shuffleRelay(ListNode* head) {
    if (!head || !head->next) return;
    // 1. middle: slow stops at the last node of the first half (first half gets the extra node when n is odd)
    ListNode *slow = head, *fast = head;
    while (fast->next && fast->next->next) slow = slow->next, fast = fast->next->next;
    // 2. cut and reverse the second half
    ListNode* second = slow->next;
    slow->next = nullptr;
    ListNode* prev = nullptr;
    while (second) {
        ListNode* next = second->next;
        second->next = prev;
        prev = second;
        second = next;
    }
    // 3. weave: first half node, then second half node
    ListNode *a = head, *b = prev;
    while (b) {
        ListNode *an = a->next, *bn = b->next;
        a->next = b;
        b->next = an;
        a = an;
        b = bn;
    }
}

int main() {
    int n;
    scanf("%d", &n);
    vector<int> r(n);
    for (auto& x : r) scanf("%d", &x);
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(r[i], head);
    shuffleRelay(head);
    string out;
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out += ' ';
        out += to_string(p->val);
    }
    puts(out.c_str());
    return 0;
}
