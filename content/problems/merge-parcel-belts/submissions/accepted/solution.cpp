#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v, ListNode* n = nullptr) : val(v), next(n) {}
};

ListNode* mergeBelts(ListNode* a, ListNode* b) {
    ListNode dummy(0);
    ListNode* tail = &dummy;
    while (a && b) {
        if (a->val <= b->val) tail->next = a, a = a->next;
        else tail->next = b, b = b->next;
        tail = tail->next;
    }
    tail->next = a ? a : b;  // the rest of the longer belt is already sorted
    return dummy.next;
}

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
    ListNode* merged = mergeBelts(a, b);
    if (!merged) { puts("EMPTY"); return 0; }
    string out;
    for (ListNode* p = merged; p; p = p->next) {
        if (p != merged) out += ' ';
        out += to_string(p->val);
    }
    puts(out.c_str());
    return 0;
}
