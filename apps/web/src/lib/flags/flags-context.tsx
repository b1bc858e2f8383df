/**
 * Feature flags the shell reads (spec 01: the search option shows only when cs_spotlight_search is on). Every flag
 * is off unless the provider turns it on; the A/B and flags calls of a later issue feed the provider.
 */
import { createContext, useContext, type ReactNode } from 'react';

export const FLAG_SPOTLIGHT_SEARCH = 'cs_spotlight_search';

export type FeatureFlags = Readonly<Record<string, boolean>>;

/** The flags the app runs with (main.tsx); tests start from all-off and turn on what they exercise. */
export const LAUNCHED_FLAGS: FeatureFlags = { [FLAG_SPOTLIGHT_SEARCH]: true };

const FlagsContext = createContext<FeatureFlags>({});

export function FlagsProvider({ flags, children }: { flags: FeatureFlags; children: ReactNode }) {
  return <FlagsContext.Provider value={flags}>{children}</FlagsContext.Provider>;
}

export function useFlag(name: string): boolean {
  return useContext(FlagsContext)[name] === true;
}
