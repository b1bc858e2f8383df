"""Writes data/secret for plum-crate-ends. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(2024)
TOP = 10**6


def write(name, crates):
    assert 1 <= len(crates) <= 1000 and all(1 <= p <= TOP for p in crates)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(crates)}\n' + ' '.join(map(str, crates)) + '\n')


write('01-two-crates', [3, 8])
write('02-three-crates', [5, 100, 5])
# The greedy "take the larger end" loses here: a small end guards a big middle crate.
write('03-greedy-trap', [3, 9, 1, 2] * 5 + [2, 10, 1, 1])
write('04-small-random', [random.randint(1, 20) for _ in range(18)])
write('05-all-equal-odd', [TOP] * 999)
write('06-random-max', [random.randint(1, TOP) for _ in range(1000)])
write('07-increasing', list(range(1, 1001)))
write('08-big-middle', [1] * 499 + [TOP] + [1] * 500)
write('09-alternating', [TOP if i % 2 else 1 for i in range(1000)])
write('10-random-small-values', [random.randint(1, 3) for _ in range(999)])
write('11-traps-repeated', ([2, 9, 1, 1] * 500)[:1000])
write('12-random-mid', [random.randint(1, TOP) for _ in range(377)])
