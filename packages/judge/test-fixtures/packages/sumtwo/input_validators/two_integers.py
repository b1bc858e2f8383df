"""Input validator: exactly one line "a b" with integers |a|, |b| <= 2*10^9. Exit 42 = valid, 43 = invalid."""
import re
import sys

LIMIT = 2 * 10**9

data = sys.stdin.read()
match = re.fullmatch(r"(-?(?:0|[1-9]\d*)) (-?(?:0|[1-9]\d*))\n", data)
if not match or any(abs(int(x)) > LIMIT for x in match.groups()) or "-0" in match.groups():
    print(f"bad input: {data[:80]!r}", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
