import sys


def main():
    s = sys.stdin.readline().strip()
    partner = {')': '(', ']': '[', '}': '{'}
    opening = set('([{')
    stack = []
    for i, c in enumerate(s):
        if c in opening:
            stack.append(i)
        elif c in partner:
            if not stack or s[stack[-1]] != partner[c]:
                print(i + 1)
                return
            stack.pop()
    print('OK' if not stack else stack[0] + 1)


main()
