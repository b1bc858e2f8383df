"""Writes data/secret for ski-lodge-odd-key. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(3030)
N = 50_001
TOP = 2**30 - 1


def write(name, pairs, odd, odd_last=False):
    keys = [k for k in pairs for _ in range(2)]
    random.shuffle(keys)
    if odd_last:
        keys.append(odd)
    else:
        keys.insert(random.randint(0, len(keys)), odd)
    assert len(keys) <= N and len(set(pairs)) == len(pairs) and odd not in pairs
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(keys)}\n' + ' '.join(map(str, keys)) + '\n')


def distinct(count, lo=1, hi=TOP, avoid=()):
    out = set()
    while len(out) < count:
        k = random.randint(lo, hi)
        if k not in avoid:
            out.add(k)
    return list(out)


write('01-one-key', [], 1)
write('02-largest-top', [1, 2, 3], TOP)
pairs = distinct(25_000)
# The odd key is the largest number and is picked up last: sorting and pairing misses it, and every other key's
# search for its twin scans far.
write('03-odd-largest-last', pairs, max(pairs) + 1 if max(pairs) < TOP else TOP, odd_last=True)
write('04-odd-smallest', distinct(25_000, 2), 1)
p = distinct(25_000)
write('05-random-max', p, distinct(1, avoid=set(p))[0])
write('06-small-numbers', list(range(1, 501)) + list(range(502, 1002)), 501)
# Numbers that differ in one bit only: an addition-based trick or a mask of the wrong width goes wrong.
write('07-one-bit-apart', [1 << b for b in range(29)] + [(1 << b) | 1 for b in range(1, 29)], 3 << 27)
write('08-all-high-bits', [TOP - i for i in range(1, 20_000)], TOP)
write('09-two-keys-pairs', [7], 8, odd_last=True)
p = distinct(25_000, 1, 10**6)
write('10-random-small-range', p, distinct(1, 1, 10**6, set(p))[0])
p = list(range(1, 25_001))
write('11-consecutive-odd-last', p, 25_001, odd_last=True)
p = distinct(12_000)
write('12-odd-in-the-middle', p, distinct(1, avoid=set(p))[0])
