import { describe, expect, it } from 'vitest';
import { kindsTurnedOff, mergePreferences } from './notification-preferences.ts';

describe('notification preferences', () => {
  it('a kind is off only when data says false', () => {
    expect(kindsTurnedOff(null)).toEqual([]);
    expect(kindsTurnedOff({ FOLLOW: false, CONTEST: true, NOPE: false })).toEqual(['FOLLOW']);
  });

  it('merges an update over the stored data and drops unknown keys', () => {
    expect(
      mergePreferences({ FOLLOW: false, WEBINAR: false, NOPE: true }, { WEBINAR: true, CONTEST: false }),
    ).toEqual({
      FOLLOW: false,
      WEBINAR: true,
      CONTEST: false,
    });
  });
});
