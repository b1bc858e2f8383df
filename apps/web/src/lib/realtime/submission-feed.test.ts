import { describe, expect, it, vi } from 'vitest';
import { createSubmissionFeed } from './submission-feed.ts';
import { fakeSocket } from './fake-socket.ts';
import { judgedSubmission } from './submission-fixture.ts';

const executed = (id: string, test: number) => ({
  submission_id: id,
  stage: 'executed',
  test,
  tests: 3,
  status: 'MATCH',
  time_ms: 4,
  memory_kb: 900,
});

describe('createSubmissionFeed', () => {
  it('delivers progress and the result of the subscribed submission only', () => {
    const socket = fakeSocket();
    const feed = createSubmissionFeed(socket);
    const onProgress = vi.fn();
    const onResult = vi.fn();
    feed.subscribe('s-1', { onProgress, onResult });
    socket.emit('submission:progress', executed('s-1', 1));
    socket.emit('submission:progress', executed('s-2', 1));
    socket.emit('submission:result', { submission: judgedSubmission(3, 3, { id: 's-2' }) });
    socket.emit('submission:result', { submission: judgedSubmission(3, 3, { id: 's-1' }) });
    expect(onProgress.mock.calls.map(([e]) => [e.submission_id, e.test])).toEqual([['s-1', 1]]);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]?.[0].id).toBe('s-1');
  });

  it('replays what arrived before the subscription (a judge faster than the POST answer)', () => {
    const socket = fakeSocket();
    const feed = createSubmissionFeed(socket);
    socket.emit('submission:progress', executed('s-9', 1));
    socket.emit('submission:progress', executed('s-9', 2));
    socket.emit('submission:result', { submission: judgedSubmission(2, 3, { id: 's-9' }) });
    const onProgress = vi.fn();
    const onResult = vi.fn();
    feed.subscribe('s-9', { onProgress, onResult });
    expect(onProgress.mock.calls.map(([e]) => e.test)).toEqual([1, 2]);
    expect(onResult.mock.calls[0]?.[0].no_of_test_cases_correct).toBe(2);
  });

  it('ignores payloads that do not match the contract', () => {
    const socket = fakeSocket();
    const feed = createSubmissionFeed(socket);
    const onProgress = vi.fn();
    feed.subscribe('s-1', { onProgress });
    socket.emit('submission:progress', { submission_id: 's-1', stage: 'exploded' });
    socket.emit('submission:progress', 'garbage');
    expect(onProgress).not.toHaveBeenCalled();
  });

  it('tells listeners about reconnections, not about the first connection', () => {
    const socket = fakeSocket('t', false);
    const feed = createSubmissionFeed(socket);
    const onReconnect = vi.fn();
    feed.onReconnect(onReconnect);
    socket.reconnect();
    expect(onReconnect).not.toHaveBeenCalled();
    socket.disconnectFromServer();
    expect(feed.isConnected()).toBe(false);
    socket.reconnect();
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('stops listening and disconnects on close', () => {
    const socket = fakeSocket();
    const feed = createSubmissionFeed(socket);
    const onProgress = vi.fn();
    feed.subscribe('s-1', { onProgress });
    feed.close();
    socket.emit('submission:progress', executed('s-1', 1));
    expect(onProgress).not.toHaveBeenCalled();
    expect(socket.closed).toBe(true);
    expect(socket.listenerCount('submission:progress')).toBe(0);
  });
});
