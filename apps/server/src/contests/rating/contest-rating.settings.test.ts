import { describe, expect, it } from 'vitest';
import { contestRatingSettings } from './contest-rating.settings.ts';

describe('contestRatingSettings', () => {
  it('is on and sweeps every minute by default, never on its own under tests', () => {
    expect(contestRatingSettings({}, 'production')).toEqual({ enabled: true, sweepIntervalMs: 60_000 });
    expect(contestRatingSettings({}, 'test')).toEqual({ enabled: true, sweepIntervalMs: 0 });
  });

  it('reads CONTEST_RATING_ENABLED and CONTEST_RATING_SWEEP_SECONDS', () => {
    expect(
      contestRatingSettings(
        { CONTEST_RATING_ENABLED: 'false', CONTEST_RATING_SWEEP_SECONDS: '5' },
        'production',
      ),
    ).toEqual({ enabled: false, sweepIntervalMs: 5000 });
    expect(contestRatingSettings({ CONTEST_RATING_SWEEP_SECONDS: '0' }, 'production').sweepIntervalMs).toBe(
      0,
    );
  });

  it('refuses values it cannot read', () => {
    expect(() => contestRatingSettings({ CONTEST_RATING_ENABLED: 'maybe' }, 'production')).toThrow(
      /CONTEST_RATING_ENABLED/,
    );
    expect(() => contestRatingSettings({ CONTEST_RATING_SWEEP_SECONDS: '-1' }, 'production')).toThrow(
      /CONTEST_RATING_SWEEP_SECONDS/,
    );
  });
});
