# Wrong: str.count counts non-overlapping occurrences, so "aba" in "abababa" gives 2, not 3.
import sys

motif, log = sys.stdin.read().split()
print(log.count(motif))
