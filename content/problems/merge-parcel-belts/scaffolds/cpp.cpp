#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

// Merge two sorted lists into one sorted list by relinking their nodes; return its head (nullptr if empty).
ListNode* mergeBelts(ListNode* a, ListNode* b) {
    // TODO: write your solution here
    return nullptr;
}

ListNode* readList() {
    int n;
    cin >> n;
    vector<int> v(n);
    for (auto& x : v) cin >> x;
    ListNode* head = nullptr;
    for (int i = n - 1; i >= 0; i--) head = new ListNode(v[i], head);
    return head;
}

int main() {
    ListNode* a = readList();
    ListNode* b = readList();
    ListNode* merged = mergeBelts(a, b);
    if (!merged) { cout << "EMPTY\n"; return 0; }
    for (ListNode* p = merged; p; p = p->next) cout << p->val << (p->next ? ' ' : '\n');
    return 0;
}
