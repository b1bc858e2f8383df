import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    tokens = data[1:1 + n]
    if tokens[0] == b'-1':
        print('0 0')
        return
    # Walk the encoding level by level: every present node consumes two tokens for its children.
    pos = 1
    level_size = 1
    depth = 0
    last = 0
    while level_size:
        depth += 1
        last = level_size
        nxt = 0
        for _ in range(2 * level_size):
            if pos < n and tokens[pos] != b'-1':
                nxt += 1
            pos += 1
        level_size = nxt
    print(depth, last)


main()
