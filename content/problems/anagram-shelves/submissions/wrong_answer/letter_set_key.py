# Plausible bug: the key is the SET of letters, so 'aab' and 'abb' land on the same shelf.
import sys

data = sys.stdin.read().split()
n = int(data[0])
size, smallest = {}, {}
for w in data[1:n + 1]:
    key = ''.join(sorted(set(w)))
    size[key] = size.get(key, 0) + 1
    if key not in smallest or w < smallest[key]:
        smallest[key] = w
best_size, best_word = 0, None
for key, count in size.items():
    w = smallest[key]
    if count > best_size or (count == best_size and w < best_word):
        best_size, best_word = count, w
print(len(size))
print(best_size)
print(best_word)
