"""Writes data/secret/*.in for Bracket Ledger Check (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(42)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 2 * 10**5
PAIRS = ['()', '[]', '{}']


def write(name, s):
    assert 1 <= len(s) <= MAXN
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(s + '\n')


def nested(n_pairs, letters=0.2):
    """A random well-nested formula with n_pairs bracket pairs and some letters."""
    out, stack = [], []
    opened = 0
    while opened < n_pairs or stack:
        if R.random() < letters:
            out.append(R.choice('abcxyz'))
        elif opened < n_pairs and (not stack or R.random() < 0.5):
            p = R.choice(PAIRS)
            out.append(p[0])
            stack.append(p[1])
            opened += 1
        else:
            out.append(stack.pop())
    return ''.join(out)


write('01-letters-only', 'ledger')
write('02-single-open', '(')
write('03-single-close', '}')
write('04-crossed', '([)]')  # counts balance, nesting does not
write('05-close-first', ')(')
write('06-unclosed-leftmost', '[(){}' + '(' + 'x')
write('07-deep-ok', '(' * 50 + '[' * 50 + ']' * 50 + ')' * 50)
write('08-random-ok-max', nested(30000))
s = list(nested(20000))
closers = [i for i, ch in enumerate(s) if ch in ')]}']
i = closers[len(closers) // 2]
s[i] = {')': ']', ']': '}', '}': ')'}[s[i]]
write('09-one-wrong-kind-middle', ''.join(s))
write('10-deep-unclosed-max', '{' * (MAXN // 2) + '}' * (MAXN // 2 - 1))
write('11-extra-close-at-end', nested(10000) + ')')
write('12-unclosed-after-ok-part', nested(8000) + '[' + nested(8000))
write('13-many-letters-ok', nested(1000, 0.9))
write('14-three-unclosed-prefix', '([{' + nested(500) + '{' + nested(500))
