# Plausible bug: one depth counter per bracket kind. Catches extra closers, but not crossed brackets like ([)].
import sys

s = sys.stdin.readline().strip()
depth = {'(': 0, '[': 0, '{': 0}
first_open = {}
partner = {')': '(', ']': '[', '}': '{'}
answer = None
for i, c in enumerate(s):
    if c in depth:
        if depth[c] == 0:
            first_open[c] = i
        depth[c] += 1
    elif c in partner:
        if depth[partner[c]] == 0:
            answer = i + 1
            break
        depth[partner[c]] -= 1
if answer is None:
    still = [first_open[c] for c in depth if depth[c] > 0]
    answer = min(still) + 1 if still else 'OK'
print(answer)
