#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

// Reverse every complete block of k nodes in place (an incomplete last block keeps its order); return the new head.
ListNode* reverseBlocks(ListNode* head, int k) {
    // TODO: write your solution here
    return head;
}

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> c(n);
    for (auto& x : c) cin >> x;
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(c[i], head);
    head = reverseBlocks(head, k);
    for (ListNode* p = head; p; p = p->next) cout << p->val << (p->next ? ' ' : '\n');
    return 0;
}
