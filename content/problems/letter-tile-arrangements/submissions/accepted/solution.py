import sys


def main():
    s = sys.stdin.readline().strip()
    counts = [0] * 26
    for ch in s:
        counts[ord(ch) - 97] += 1
    word, words = [], []

    def place():
        if len(word) == len(s):
            words.append(''.join(word))
            return
        for c in range(26):  # each distinct letter once per position, in alphabetical order
            if counts[c]:
                counts[c] -= 1
                word.append(chr(97 + c))
                place()
                word.pop()  # take the tile back
                counts[c] += 1

    place()
    sys.stdout.write(f'{len(words)}\n' + ''.join(w + '\n' for w in words))


main()
