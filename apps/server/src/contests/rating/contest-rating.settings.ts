/**
 * Contest rating's two operator settings, read from the environment when the plugin registers (kept beside the
 * plugin rather than in config.ts, which belongs to the foundation):
 *   CONTEST_RATING_ENABLED        'false' turns the feature off: the widget shows the missing policy (default on);
 *   CONTEST_RATING_SWEEP_SECONDS  how often ended rated contests are looked for; 0 turns the sweeper off
 *                                 (default 60; 0 under NODE_ENV=test, where tests call app.contestRating.sweep()).
 */
import { z } from 'zod';

export interface ContestRatingSettings {
  enabled: boolean;
  sweepIntervalMs: number;
}

const schema = z.object({
  CONTEST_RATING_ENABLED: z.enum(['true', 'false', '1', '0']).optional(),
  CONTEST_RATING_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
});

export function contestRatingSettings(
  env: Record<string, string | undefined>,
  nodeEnv: string,
): ContestRatingSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    throw new Error(
      `contest rating settings: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  const { CONTEST_RATING_ENABLED: enabled, CONTEST_RATING_SWEEP_SECONDS: seconds } = parsed.data;
  return {
    enabled: enabled === undefined || enabled === 'true' || enabled === '1',
    sweepIntervalMs: (seconds ?? (nodeEnv === 'test' ? 0 : 60)) * 1000,
  };
}
