import { DEFAULT_TIME_ZONE } from '@katana/shared/auth-rules';

/** The browser's IANA time zone for the login payload, Asia/Calcutta when it cannot tell (spec 01 §3). */
export function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
