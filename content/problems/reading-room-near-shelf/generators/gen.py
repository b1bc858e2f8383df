"""Writes data/secret/*.in for Reading Room Near Shelf (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(90125)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXK, MAXQ, MAXX = 5 * 10**4, 5 * 10**4, 10**5


def write(name, k, events):
    assert 1 <= k <= MAXK and 1 <= len(events) <= MAXQ
    assert all(c in 'RD' and 1 <= x <= MAXX for c, x in events)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{k} {len(events)}\n' + ''.join(f'{c} {x}\n' for c, x in events))


def requests(books):
    return [('R', x) for x in books]


write('01-one-request', 1, [('R', MAXX)])
write('02-capacity-one', 1, requests([3, 3, 4, 3, 4, 4, 1]))
write('03-only-damage', 4, [('D', 2), ('D', 9)])
write('04-all-damaged', 3, requests([1, 2, 3]) + [('D', 3), ('D', 1), ('D', 2), ('D', 2)])
# A hit refreshes book 1 again and again: LRU keeps it, FIFO would send it back.
write('05-refreshed-favourite', 3, [e for i in range(2, 40) for e in (('R', 1), ('R', i))])
write('06-damage-frees-room', 2, [('R', 1), ('R', 2), ('D', 1), ('R', 3), ('R', 2), ('R', 4), ('D', 7), ('R', 1)])
write('07-small-random', 4, [(R.choice('RRRD'), R.randint(1, 8)) for _ in range(40)])
# k + 1 books in a cycle: every request is a miss that scans a full shelf.
k = MAXQ // 2
write('08-max-cycle-misses', k, requests([i % (k + 1) + 1 for i in range(MAXQ)]))
write('09-max-capacity-random', MAXK, [(R.choice('RRRRRRRRRD'), R.randint(1, MAXX)) for _ in range(MAXQ)])
# Hot set that fits plus a cold stream: the hot books must survive, refreshed by their hits.
hot = R.sample(range(1, MAXX + 1), 1000)
events = []
for _ in range(MAXQ):
    events.append(('R', R.choice(hot)) if R.random() < 0.6 else ('R', R.randint(1, MAXX)))
write('10-max-hot-and-cold', 3000, events)
# Sweeping back and forth over k + 50 books: hits at the turns, misses in between.
k = 20000
books = list(range(1, k + 51))
events = []
while len(events) < MAXQ:
    events += requests(books)
    books.reverse()
write('11-max-back-and-forth', k, events[:MAXQ])
# Many damages, including of books in the stacks, on a small shelf.
write('12-max-damage-heavy', 500, [(R.choice('RD'), R.randint(1, 2000)) for _ in range(MAXQ)])
write('13-max-repeated-one', MAXK, requests([77777] * MAXQ))
