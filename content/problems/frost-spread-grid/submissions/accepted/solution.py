import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    flat = b''.join(data[2:2 + r])
    dist = [-1] * (r * c)
    queue = [i for i, ch in enumerate(flat) if ch == 70]  # 'F'
    for i in queue:
        dist[i] = 0
    water = flat.count(b'.')
    # Multi-source BFS: every frozen cell starts in the queue at distance 0.
    head = 0
    while head < len(queue):
        u = queue[head]
        head += 1
        d = dist[u] + 1
        row, col = divmod(u, c)
        for v, ok in ((u - c, row > 0), (u + c, row < r - 1), (u - 1, col > 0), (u + 1, col < c - 1)):
            if ok and dist[v] < 0 and flat[v] == 46:  # '.'
                dist[v] = d
                queue.append(v)
                water -= 1
    print(-1 if water else dist[queue[-1]] if queue else 0)


main()
