"""Input validator: one integer 1 <= n <= MAX, where MAX comes from the group's `--max` argument (default 10^12)."""
import re
import sys

args = sys.argv[1:]
maximum = int(args[args.index("--max") + 1]) if "--max" in args else 10**12
data = sys.stdin.read()
if not re.fullmatch(r"[1-9]\d*\n", data) or int(data) > maximum:
    print(f"n must be in [1, {maximum}], got {data[:40]!r}", file=sys.stderr)
    sys.exit(43)
sys.exit(42)
