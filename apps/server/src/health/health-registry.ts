/**
 * The health registry behind GET /api/health. Each part of the platform registers a named check
 * (`app.health.register('queue', async () => ({ ok: true, engine: 'bullmq' }))`); the endpoint runs them all
 * concurrently, each under a time limit, and reports 'degraded' when any fails.
 */
import type { HealthCheckResult } from '@katana/shared/api/health';

export type HealthCheck = () => Promise<HealthCheckResult>;

export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: Record<string, HealthCheckResult>;
}

/** Top-level fields of the health document that a check may not shadow. */
const RESERVED = new Set(['status', 'version', 'uptime_s']);

export const HEALTH_CHECK_TIMEOUT_MS = 3000;

export class HealthRegistry {
  readonly #checks = new Map<string, HealthCheck>();
  /** The run under way: polls arriving meanwhile share it (a burst of probes runs each check once). */
  #running: Promise<HealthReport> | undefined;

  /** Registering an existing name replaces its check (a later part takes over a foundation entry). */
  register(name: string, check: HealthCheck): void {
    if (RESERVED.has(name) || !/^[a-z][a-z0-9_]*$/.test(name))
      throw new Error(`Invalid health check name: ${name}`);
    this.#checks.set(name, check);
  }

  names(): string[] {
    return [...this.#checks.keys()];
  }

  run(timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<HealthReport> {
    if (!this.#running) {
      this.#running = this.#runAll(timeoutMs).finally(() => {
        this.#running = undefined;
      });
    }
    return this.#running;
  }

  async #runAll(timeoutMs: number): Promise<HealthReport> {
    const entries = await Promise.all(
      [...this.#checks].map(async ([name, check]) => [name, await runOne(check, timeoutMs)] as const),
    );
    const checks = Object.fromEntries(entries);
    return { status: entries.every(([, r]) => r.ok) ? 'ok' : 'degraded', checks };
  }
}

async function runOne(check: HealthCheck, timeoutMs: number): Promise<HealthCheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<HealthCheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (err) {
    // Only the message: a driver error could otherwise carry a connection string.
    return { ok: false, error: err instanceof Error ? err.name : 'check failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `fn` and reports how long it took, in milliseconds with one decimal. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10;
}
