"""Writes data/secret/*.in for Rope Bridges Between Rafts (seeded, deterministic); the answers (.ans) are the
output of submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(19_2026)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = MAXQ = 4 * 10**4


def write(name, n, lines):
    assert 1 <= n <= MAXN and 1 <= len(lines) <= MAXQ
    assert any(op == 'ask' for op, _, _ in lines)
    assert all(1 <= a <= n and 1 <= b <= n for _, a, b in lines)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{n} {len(lines)}\n')
        f.write(''.join(f'{op} {a} {b}\n' for op, a, b in lines))


def asks(n, count):
    return [('ask', R.randint(1, n), R.randint(1, n)) for _ in range(count)]


# Small and hand-made.
write('01-single-raft', 1, [('ask', 1, 1)])
write('02-self-ties', 3, [('tie', 1, 1), ('ask', 1, 2), ('tie', 2, 2), ('ask', 2, 2), ('ask', 3, 1)])
write('03-no-bridges', 6, [('ask', a, b) for a in range(1, 7) for b in range(1, 7)])
# Tying into a raft that already hangs below another: the overwritten-parent trap, several levels deep.
write('04-tie-into-middle', 6,
      [('tie', 1, 2), ('tie', 3, 2), ('ask', 1, 3), ('tie', 4, 3), ('tie', 5, 1), ('ask', 5, 4), ('ask', 6, 2),
       ('tie', 6, 5), ('ask', 4, 6), ('ask', 2, 6)])
# Questions asked before and after the bridge that decides them.
write('05-before-and-after', 4, [('ask', 1, 4), ('tie', 1, 2), ('tie', 3, 4), ('ask', 1, 4), ('ask', 2, 1),
                                 ('tie', 2, 3), ('ask', 1, 4), ('ask', 4, 1)])
# Random small logs with every kind of line, including repeated ties.
lines = []
for _ in range(300):
    a, b = R.randint(1, 40), R.randint(1, 40)
    lines.append(('tie' if R.random() < 0.35 else 'ask', a, b))
write('06-random-small', 40, lines)

# Large: one long chain tied in shuffled order, then questions between far ends.
n = MAXN // 2
order = list(range(1, n))
R.shuffle(order)
lines = [('tie', i, i + 1) for i in order]
lines += [('ask', R.randint(1, 10), n - R.randint(0, 9)) for _ in range(MAXQ - len(lines))]
write('07-long-chain-far-ends', n, lines)

# Large: two chains that are never joined; every question crosses between them (a search explores a whole half).
n = MAXN // 2
half = n // 2
lines = [('tie', i, i + 1) for i in range(1, half)] + [('tie', i, i + 1) for i in range(half + 1, n)]
R.shuffle(lines)
lines += [('ask', R.randint(1, half), R.randint(half + 1, n)) for _ in range(MAXQ - len(lines))]
write('08-two-halves-never-meet', n, lines)

# Large: ties and questions interleaved at random over all rafts.
lines = []
for _ in range(MAXQ):
    lines.append(('tie' if R.random() < 0.75 else 'ask', R.randint(1, MAXN), R.randint(1, MAXN)))
write('09-random-interleaved-max', MAXN, lines)

# A star: every raft tied to raft 1 through ties written "leaf first", then questions between leaves.
n = 5000
lines = [('tie', i, 1) for i in range(2, n + 1)]
write('10-star-leaf-first', n, lines + asks(n, 2000))

# Groups merged late: many small groups, questions, one tie per pair of groups, questions again.
n = 3000
lines = [('tie', i, i + 1) for i in range(1, n) if i % 10 != 0]
lines += asks(n, 1000)
lines += [('tie', i, i + 10) for i in range(10, n - 9, 10)]
lines += asks(n, 1000)
write('11-groups-merged-late', n, lines)

# Every pair tied twice and in both directions.
n = 2000
pairs = [(R.randint(1, n), R.randint(1, n)) for _ in range(1500)]
lines = [('tie', a, b) for a, b in pairs] + [('tie', b, a) for a, b in pairs]
R.shuffle(lines)
write('12-duplicate-ties', n, lines + asks(n, 2000))
