"""Input validator: one line with a real radius 0 < r <= 10^4."""
import re
import sys

data = sys.stdin.read()
if not re.fullmatch(r"\d+(\.\d+)?\n", data) or not 0 < float(data) <= 10**4:
    print(f"bad radius: {data[:80]!r}", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
