import { describe, expect, it, vi } from 'vitest';
import { createSubmissionFeed } from './submission-feed.ts';
import { fakeSocket, manualTimers } from './fake-socket.ts';
import { judgedSubmission, testSubmission } from './submission-fixture.ts';
import { POLL_MS_SOCKET_DOWN, POLL_MS_SOCKET_UP, watchSubmission } from './watch-submission.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSubmission', () => {
  it('reports the socket result and stops polling', () => {
    const socket = fakeSocket();
    const feed = createSubmissionFeed(socket);
    const timers = manualTimers();
    const fetchSubmission = vi.fn();
    const onResult = vi.fn();
    const onProgress = vi.fn();
    watchSubmission('s-1', { feed, fetchSubmission, onResult, onProgress, timers });
    expect(timers.delays()).toEqual([POLL_MS_SOCKET_UP]);
    socket.emit('submission:progress', { submission_id: 's-1', stage: 'executed', test: 1, tests: 2, status: 'MATCH' });
    socket.emit('submission:result', { submission: judgedSubmission(2, 2, { id: 's-1' }) });
    expect(onProgress).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(timers.delays()).toEqual([]);
    expect(fetchSubmission).not.toHaveBeenCalled();
  });

  it('falls back to polling GET /submissions/:id when no socket result arrives', async () => {
    const timers = manualTimers();
    const fetchSubmission = vi
      .fn()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(testSubmission({ state: 'JUDGING' }))
      .mockResolvedValueOnce(judgedSubmission(1, 2));
    const onResult = vi.fn();
    watchSubmission('s-1', { feed: null, fetchSubmission, onResult, timers });
    expect(timers.delays()).toEqual([POLL_MS_SOCKET_DOWN]);
    for (let i = 0; i < 3; i += 1) {
      timers.fireAll();
      await flush();
    }
    expect(fetchSubmission).toHaveBeenCalledTimes(3);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]?.[0].status_message).toBe('WRONG_ANSWER');
    expect(timers.delays()).toEqual([]);
  });

  it('polls fast while the socket is down and at once after it reconnects', async () => {
    const socket = fakeSocket();
    const feed = createSubmissionFeed(socket);
    const timers = manualTimers();
    const fetchSubmission = vi.fn().mockResolvedValue(judgedSubmission(2, 2));
    const onResult = vi.fn();
    socket.disconnectFromServer();
    watchSubmission('s-1', { feed, fetchSubmission, onResult, timers });
    expect(timers.delays()).toEqual([POLL_MS_SOCKET_DOWN]);
    socket.reconnect();
    await flush();
    expect(fetchSubmission).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('reports nothing after stop', async () => {
    const socket = fakeSocket();
    const feed = createSubmissionFeed(socket);
    const timers = manualTimers();
    const onResult = vi.fn();
    const stop = watchSubmission('s-1', { feed, fetchSubmission: vi.fn(), onResult, timers });
    stop();
    socket.emit('submission:result', { submission: judgedSubmission(2, 2, { id: 's-1' }) });
    expect(onResult).not.toHaveBeenCalled();
    expect(timers.delays()).toEqual([]);
  });
});
