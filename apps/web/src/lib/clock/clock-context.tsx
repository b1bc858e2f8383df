/** The current time in milliseconds since epoch, injectable so time rules (such as 'new until') are testable. */
import { createContext, useContext, type ReactNode } from 'react';

export type Clock = () => number;

const ClockContext = createContext<Clock>(Date.now);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}
