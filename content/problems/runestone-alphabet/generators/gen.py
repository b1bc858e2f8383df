"""Writes data/secret/*.in for Runestone Alphabet (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random
import string

R = random.Random(2626)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXL = 5 * 10**4, 3 * 10**5


def write(name, k, words):
    letters = set(string.ascii_lowercase[:k])
    assert 1 <= k <= 26 and 1 <= len(words) <= MAXN and sum(map(len, words)) <= MAXL
    assert all(w and set(w) <= letters for w in words)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{k} {len(words)}\n' + ''.join(w + '\n' for w in words))


def alphabet(k):
    a = list(string.ascii_lowercase[:k])
    R.shuffle(a)
    return a


def glossary(order, n, maxlen, pick=None):
    """n random words sorted by the hidden order; pick(position, word so far) gives the allowed letters."""
    rank = {c: i for i, c in enumerate(order)}
    words = []
    for _ in range(n):
        w = ''
        for pos in range(R.randint(1, maxlen)):
            w += R.choice(pick(pos, w) if pick else order)
        words.append(w)
    return sorted(words, key=lambda w: [rank[c] for c in w])


write('01-one-letter', 1, ['a'])
write('02-unused-letter', 2, ['a', 'aa', 'aaa'])
write('03-prefix-after-word', 3, ['c', 'cab', 'ca'])
write('04-two-cycle', 2, ['a', 'b', 'a'])
# Unique (d, b, a, c), every fact found in a late position.
write('05-late-differences', 4, ['cccd', 'cccdd', 'cccb', 'ccca', 'cccab', 'cccc'])
write('06-equal-words', 3, ['bca', 'bca', 'bca', 'ca', 'ca', 'ab', 'ab'])
order = alphabet(26)
write('07-max-random-unique', 26, glossary(order, MAXN, 8))
# Letters q5 and q6 (neighbours in the hidden order) appear only after different first letters, never at the same
# position of two words with a common prefix: nothing decides between them.
order = alphabet(26)
q = order


def apart(pos, w):
    allowed = [c for c in q if c not in (q[5], q[6])]
    if pos >= 1 and w[0] == q[0]:
        allowed.append(q[5])
    if pos >= 1 and w[0] == q[1]:
        allowed.append(q[6])
    return allowed


write('08-max-two-letters-never-compared', 26, glossary(order, MAXN, 8, apart))
# Unique only through a chain of single-letter words; filler words are all equal.
order = alphabet(26)
write('09-max-single-letter-chain', 26, [order[0] * 11000] * 20 + order[1:] + [order[-1]] * (MAXN - 45))
# A valid glossary with one word followed by its prefix deep inside.
order = alphabet(20)
words = glossary(order, MAXN - 2, 7)
i = MAXN // 2
words = words[:i] + [words[i] + order[3], words[i]] + words[i:]
write('10-max-prefix-violation-deep', 20, words)
# A valid glossary with two swapped neighbours far apart: a cycle.
order = alphabet(26)
words = glossary(order, MAXN, 6)
for i in range(MAXN - 1, 0, -1):
    if words[i][0] != words[i - 1][0]:
        words[i], words[i - 1] = words[i - 1], words[i]
        break
write('11-max-one-swap-cycle', 26, words)
write('12-max-equal-words', 2, ['ba' * 3] * MAXN)
# Words that differ in many positions: only the first difference may be used.
order = alphabet(10)
words = glossary(order, 30000, 10)
write('13-many-later-differences', 10, words)
