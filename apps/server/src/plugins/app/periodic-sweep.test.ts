import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startPeriodicSweep } from './periodic-sweep.ts';

describe('a periodic sweep', () => {
  it('never overlaps a slow run, reports each result, and on close waits for the run in flight', async () => {
    const app = Fastify({ logger: false });
    let active = 0;
    let maxActive = 0;
    let finished = 0;
    const reported: number[] = [];
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    startPeriodicSweep(app, {
      intervalMs: 5,
      run: async () => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        started();
        await new Promise<void>((resolve) => (release = resolve));
        active -= 1;
        finished += 1;
        return finished;
      },
      report: (n) => reported.push(n),
      failureMessage: 'sweep failed',
    });
    await firstStarted;
    // Many ticks pass while the first run is held.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(maxActive).toBe(1);
    const closing = app.close();
    release();
    await closing;
    expect(finished).toBe(1);
    expect(reported).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(finished).toBe(1); // the timer stopped with the app
  });

  it('does not start at all with an interval of 0 (the sweep is off)', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    startPeriodicSweep(app, {
      intervalMs: 0,
      run: async () => void (runs += 1),
      report: () => undefined,
      failureMessage: 'sweep failed',
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await app.close();
    expect(runs).toBe(0);
  });
});
