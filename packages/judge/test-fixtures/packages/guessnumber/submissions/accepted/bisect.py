import sys

low, high = 1, 10**6
while True:
    mid = (low + high) // 2
    print(mid, flush=True)
    reply = sys.stdin.readline().strip()
    if reply == "correct":
        break
    if reply == "lower":
        high = mid - 1
    else:
        low = mid + 1
