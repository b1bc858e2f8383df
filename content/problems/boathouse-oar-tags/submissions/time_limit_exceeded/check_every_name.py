# Correct but slow: tries each prefix of each name against every other name, up to n * L * n startswith calls
# (about 10^9 on the largest tests).
import sys


def main():
    lines = sys.stdin.read().split()
    n = int(lines[0])
    names = lines[1:1 + n]
    out = []
    for i, s in enumerate(names):
        tag = s
        for k in range(1, len(s) + 1):
            p = s[:k]
            if not any(j != i and t.startswith(p) for j, t in enumerate(names)):
                tag = p
                break
        out.append(tag)
    sys.stdout.write('\n'.join(out) + '\n')


main()
