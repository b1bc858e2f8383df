/** GET /api/health: the state of the server and of each dependency registered in its health registry. */
import { z } from 'zod';

export const HealthPaths = { health: '/api/health' } as const;

/** One registry entry: `ok` plus whatever details the check reports (driver, engine, latency...). */
export const healthCheckSchema = z.looseObject({
  ok: z.boolean(),
  latency_ms: z.number().optional(),
  error: z.string().optional().describe('Why the check failed; never contains secrets'),
});

export const dbHealthSchema = healthCheckSchema.extend({
  driver: z.enum(['pglite', 'postgres']),
});

export const queueHealthSchema = healthCheckSchema.extend({
  engine: z.enum(['in-process', 'bullmq']),
});

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptime_s: z.number().int().nonnegative(),
    db: dbHealthSchema,
    queue: queueHealthSchema,
  })
  // Later parts (judge sandbox, redis...) add their own entries under their registry name.
  .catchall(healthCheckSchema);

export type Health = z.infer<typeof healthSchema>;
export type HealthCheckResult = z.infer<typeof healthCheckSchema>;
