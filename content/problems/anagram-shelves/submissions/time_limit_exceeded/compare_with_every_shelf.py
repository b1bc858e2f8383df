# Correct but O(n * shelves): compares each word's sorted letters with every existing shelf in a list.
import sys

data = sys.stdin.read().split()
n = int(data[0])
shelves = []  # [key, size, smallest]
for w in data[1:n + 1]:
    key = ''.join(sorted(w))
    for shelf in shelves:
        if shelf[0] == key:
            shelf[1] += 1
            if w < shelf[2]:
                shelf[2] = w
            break
    else:
        shelves.append([key, 1, w])
best_size, best_word = 0, None
for key, count, w in shelves:
    if count > best_size or (count == best_size and w < best_word):
        best_size, best_word = count, w
print(len(shelves))
print(best_size)
print(best_word)
