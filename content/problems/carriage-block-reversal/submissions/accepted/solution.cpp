#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

ListNode* reverseBlocks(ListNode* head, int k) {
    ListNode dummy(0, head);
    ListNode* doneTail = &dummy;  // last node of the finished part
    while (true) {
        // does a complete block start after doneTail?
        ListNode* probe = doneTail;
        for (int i = 0; i < k && probe; i++) probe = probe->next;
        if (!probe) break;                  // fewer than k nodes left: keep them as they are
        ListNode* first = doneTail->next;   // becomes the block's last node
        ListNode* after = probe->next;      // first node after the block
        ListNode* prev = after;             // reversed block will point to `after`
        ListNode* cur = first;
        while (cur != after) {
            ListNode* next = cur->next;
            cur->next = prev;
            prev = cur;
            cur = next;
        }
        doneTail->next = prev;              // prev is the block's new first node
        doneTail = first;
    }
    return dummy.next;
}

int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    vector<int> c(n);
    for (auto& x : c) scanf("%d", &x);
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(c[i], head);
    head = reverseBlocks(head, k);
    string out;
    for (ListNode* p = head; p; p = p->next) {
        if (p != head) out += ' ';
        out += to_string(p->val);
    }
    puts(out.c_str());
    return 0;
}
