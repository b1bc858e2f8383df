from pairlib import pair_low

s = int(input())
print(pair_low(s), s - pair_low(s))
