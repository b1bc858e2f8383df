"""Input validator: the secret number, 1 <= x <= 10^6, alone on its line."""
import re
import sys

data = sys.stdin.read()
if not re.fullmatch(r"[1-9]\d*\n", data) or int(data) > 10**6:
    sys.exit(43)
sys.exit(42)
