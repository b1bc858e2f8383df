/**
 * Exactly-once hand-over of finished jobs to the consumer (the server that stores verdicts and scores).
 *
 * Every producer instance (every API node) hears every `completed`/`failed` event from Redis, and events are missed
 * while a producer is down. So a finished job is handed to listeners through this ledger:
 *  - claim: `SET <ns>:delivered:<job> lease:<token> NX PX lease` — one producer wins, the others skip;
 *  - ack: after every listener resolved, the value becomes `done` for `2 * deliveryWindow`;
 *  - a listener that throws, or a producer that dies mid-delivery, leaves no ack (the lease is deleted or expires),
 *    and a periodic sweep over jobs finished within the delivery window hands the job over again.
 * The key is per job id: BullMQ runs a job to completion once (a completion needs the job's lock), and an id can be
 * added again only after BullMQ dropped the job (retainMs), by which time the ledger entry has expired — the settings
 * enforce 2 * deliveryWindow <= retainMs.
 */
import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { ResolvedBullmqSettings } from './bullmq-settings.ts';

const RELEASE_IF_OURS = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export type FinishedState = 'completed' | 'failed';

const CLOCK_SKEW_MS = 60_000;

export class CompletionLedger {
  private readonly ns: string;
  private readonly watermark: Record<FinishedState, number> = { completed: 0, failed: 0 };

  constructor(
    private readonly client: Redis,
    private readonly queue: Queue,
    private readonly settings: ResolvedBullmqSettings,
    private readonly leaseMs: number,
  ) {
    this.ns = `${settings.prefix}:${settings.queueName}:delivered:`;
  }

  /** Returns a release token when this producer won the right to deliver `bullId`, otherwise null. */
  async claim(bullId: string): Promise<string | null> {
    const token = `lease:${randomUUID()}`;
    const ok = await this.client.set(this.ns + bullId, token, 'PX', this.leaseMs, 'NX');
    return ok === 'OK' ? token : null;
  }

  async ack(bullId: string): Promise<void> {
    await this.client.set(this.ns + bullId, 'done', 'PX', this.settings.deliveryWindowMs * 2);
  }

  /** Gives up a claim (a listener failed) so the next sweep retries without waiting for the lease to expire. */
  async release(bullId: string, token: string): Promise<void> {
    await this.client.eval(RELEASE_IF_OURS, 1, this.ns + bullId, token);
  }

  /**
   * Ids of jobs that finished within the delivery window and that no producer has claimed or acknowledged. Pages
   * through the window from a per-state watermark: the finish time up to which every job is known to be handed
   * over, so a steady-state sweep reads only the jobs finished since (minus a margin for clock skew between
   * machines, as workers stamp the finish time).
   */
  async undelivered(state: FinishedState, pageSize = 500): Promise<string[]> {
    const floor = Math.max(
      Date.now() - this.settings.deliveryWindowMs,
      this.watermark[state] - CLOCK_SKEW_MS,
    );
    const key = this.queue.toKey(state);
    const found: string[] = [];
    let mark = this.watermark[state];
    let contiguous = true;
    for (let offset = 0; ; offset += pageSize) {
      // BullMQ scores its completed/failed sets by finish time.
      const flat = await this.client.zrangebyscore(
        key,
        floor,
        '+inf',
        'WITHSCORES',
        'LIMIT',
        offset,
        pageSize,
      );
      const ids = flat.filter((_, i) => i % 2 === 0);
      if (ids.length === 0) break;
      const marks = await this.client.mget(ids.map((id) => this.ns + id));
      ids.forEach((id, i) => {
        if (marks[i] === 'done') {
          if (contiguous) mark = Math.max(mark, Number(flat[i * 2 + 1]));
          return;
        }
        contiguous = false; // claimed elsewhere or undelivered: look at it again next time
        if (marks[i] === null) found.push(id);
      });
      if (ids.length < pageSize) break;
    }
    this.watermark[state] = mark;
    return found;
  }
}
