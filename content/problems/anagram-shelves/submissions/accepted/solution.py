import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    size = {}
    smallest = {}
    for w in data[1:n + 1]:
        key = ''.join(sorted(w))
        if key in size:
            size[key] += 1
            if w < smallest[key]:
                smallest[key] = w
        else:
            size[key] = 1
            smallest[key] = w
    best_size, best_word = 0, None
    for key, count in size.items():
        w = smallest[key]
        if count > best_size or (count == best_size and w < best_word):
            best_size, best_word = count, w
    print(len(size))
    print(best_size)
    print(best_word)


main()
