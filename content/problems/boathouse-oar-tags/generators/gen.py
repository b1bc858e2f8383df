"""Writes data/secret for boathouse-oar-tags. Deterministic: fixed seed. Run from the problem folder."""
import random
import string

random.seed(9090)
MAXN, MAXTOTAL = 2 * 10**4, 10**5


def write(name, names):
    assert 1 <= len(names) <= MAXN and len(set(names)) == len(names)
    assert all(1 <= len(s) <= 50 for s in names) and sum(map(len, names)) <= MAXTOTAL
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(names)}\n' + '\n'.join(names) + '\n')


def rand_name(lo, hi, alphabet=string.ascii_lowercase):
    return ''.join(random.choice(alphabet) for _ in range(random.randint(lo, hi)))


def distinct(count, lo, hi, alphabet=string.ascii_lowercase):
    assert count <= sum(len(alphabet) ** k for k in range(lo, hi + 1)), 'too few names exist'
    seen = set()
    while len(seen) < count:
        seen.add(rand_name(lo, hi, alphabet))
    out = sorted(seen)
    random.shuffle(out)
    return out


write('01-single-letters', list(string.ascii_lowercase))
# A chain a, aa, ..., a^50: every name starts the longer ones, so every tag is the whole name.
write('02-prefix-chain', ['a' * k for k in range(50, 0, -1)])
write('03-small-two-letters', distinct(30, 1, 6, 'ab'))
# The name before in sorted order shares the longer prefix: oarsman < oarsmen < oat.
write('04-previous-neighbour', ['oarsman', 'oarsmen', 'oat', 'rowan', 'rower', 'rowing', 'rowingclub', 'rx'])
write('05-families', [p + s for p in ('mar', 'mari', 'marina', 'tom', 'tomas') for s in ('', 'a', 'ek', 'ita')
                      if p + s not in ('mari' + 'a',)] + ['maria'])
write('06-long-shared-stem', ['q' * 40 + rand for rand in distinct(1000, 10, 10, 'xyz')])
write('07-max-random-short', distinct(MAXN, 1, 5))
write('08-max-eight-letters', distinct(10**4, 3, 5, 'abcdefgh'))
# Names and their extensions mixed: many whole-name tags.
stems = distinct(2500, 3, 7, 'abcd')
write('09-max-stems-and-extensions', sorted(set(stems + [s + rand_name(1, 2, 'ab') for s in stems])))
write('10-one-name-long', ['z' * 50])
write('11-max-two-letter-alphabet', distinct(3000, 14, 15, 'ab'))
write('12-short-and-long', distinct(40, 1, 3, 'mnop') + ['zz' + rand_name(10, 40) for _ in range(300)])
