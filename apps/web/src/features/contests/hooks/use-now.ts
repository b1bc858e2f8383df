/** The clock's time, re-read every `everyMs` (countdowns); the injectable clock keeps it testable. */
import { useEffect, useState } from 'react';
import { useClock } from '../../../lib/clock/clock-context.tsx';

export function useNow(everyMs = 1000): number {
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => setNow(clock()), everyMs);
    return () => clearInterval(id);
  }, [clock, everyMs]);
  return now;
}
