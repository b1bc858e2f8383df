"""Writes data/secret/*.in for Anagram Shelves (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(2718)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 3 * 10**4


def write(name, words):
    assert 1 <= len(words) <= MAXN and all(1 <= len(w) <= 20 for w in words)
    assert sum(map(len, words)) <= 2 * 10**5
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(words)}\n' + ''.join(w + '\n' for w in words))


def word(length, letters='abcdefghijklmnopqrstuvwxyz'):
    return ''.join(R.choice(letters) for _ in range(length))


def shuffled(w):
    letters = list(w)
    R.shuffle(letters)
    return ''.join(letters)


def distinct_keys(count, long_words):
    """`count` words no two of which are anagrams (`long_words` of 20 letters, the rest of 6), so every word opens
    its own shelf: the worst case for comparing each word with every shelf."""
    seen, words = set(), []
    while len(words) < count:
        w = word(20 if len(words) < long_words else 6)
        if ''.join(sorted(w)) not in seen:
            seen.add(''.join(sorted(w)))
            words.append(w)
    R.shuffle(words)
    return words


write('01-one-word', ['z'])
write('02-same-word-twice', ['echo', 'echo'])
write('03-same-letters-other-counts', ['aab', 'abb', 'ab', 'ba'])
write('04-equal-letter-sums', ['ad', 'bc', 'da'])  # 'ad' and 'bc' have the same character-code sum
write('05-tie-by-smallest-word', ['zyx', 'xzy', 'bca', 'cab', 'q'])
write('06-prefix-order', ['abc', 'ab', 'ba', 'cba'])  # tie: smallest words 'ab' < 'abc'
write('07-all-one-shelf-max', [shuffled('tea') for _ in range(MAXN)])
write('08-random-short-max', [word(R.randint(1, 4)) for _ in range(MAXN)])
write('09-all-distinct-max', distinct_keys(MAXN, 1000))
roots = [word(8) for _ in range(300)]
write('10-planted-groups', [shuffled(R.choice(roots)) for _ in range(5000)])
write('11-long-words-two-letters', [word(20, 'ab') for _ in range(1000)])
write('12-small-random', [word(R.randint(1, 3), 'abc') for _ in range(12)])
write('13-three-letter-words-max', [word(3) for _ in range(MAXN)])
