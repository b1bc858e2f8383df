# Plausible bug: a run is only written when the next letter differs, so the final run is lost.
import sys

s = sys.stdin.readline().strip()
pieces = []
count = 1
for i in range(1, len(s)):
    if s[i] == s[i - 1]:
        count += 1
    else:
        pieces.append(s[i - 1] + (str(count) if count > 1 else ''))
        count = 1
print(''.join(pieces))
