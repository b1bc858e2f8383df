#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

// Remove the k-th node counted from the end; return the new head (nullptr if the list becomes empty).
ListNode* removeFromEnd(ListNode* head, int k) {
    // TODO: write your solution here
    return head;
}

int main() {
    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    for (auto& x : a) cin >> x;
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(a[i], head);
    head = removeFromEnd(head, k);
    if (!head) { cout << "EMPTY\n"; return 0; }
    for (ListNode* p = head; p; p = p->next) cout << p->val << (p->next ? ' ' : '\n');
    return 0;
}
