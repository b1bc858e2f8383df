/**
 * Enabler policies (spec 02 §3 "Enabler policy", §4 "Enabler policies", §6 "Policies unlock features by user
 * level"). A policy has a key (its id), a name and the user level it needs. The client state keeps the policies,
 * the enabled names, the user level (default 1) and the level_points_map; the server answers the policies call with
 * details.policies, user_active_policies, user_level and level_points_map.
 */
import { DEFAULT_LEVEL_POINTS_MAP, DEFAULT_USER_LEVEL, type LevelPointsMap } from './levels.ts';

export interface EnablerPolicy {
  key: string;
  name: string;
  required_user_level: number;
}

/**
 * Policies we seed. The spec names no policy, but it does say the leaderboard unlocks at level 2 ("Level 2
 * Leaderboard unlocked"). Key and name are equal on purpose: the spec keeps enabled *names* yet checks a feature's
 * *key* against that list, and equal strings make both readings agree.
 */
export const PolicyName = { LEADERBOARD: 'LEADERBOARD' } as const;
export type PolicyName = (typeof PolicyName)[keyof typeof PolicyName];

export const DEFAULT_ENABLER_POLICIES: readonly EnablerPolicy[] = [
  { key: PolicyName.LEADERBOARD, name: PolicyName.LEADERBOARD, required_user_level: 2 },
];

/** The recomputation rule: all policies whose required level is at most the user level, in policy order. */
export function enabledPolicyNames(policies: readonly EnablerPolicy[], userLevel: number): string[] {
  return policies.filter((p) => p.required_user_level <= userLevel).map((p) => p.name);
}

export type PolicyStatus = 'idle' | 'loading' | 'loaded';

export interface PolicyState {
  status: PolicyStatus;
  loading: boolean;
  /** The "already-loaded" flag: once true, a later fetch failure keeps the last good lists. */
  loaded: boolean;
  policies: EnablerPolicy[];
  enabled: string[];
  user_level: number;
  level_points_map: LevelPointsMap;
}

export const initialPolicyState: PolicyState = {
  status: 'idle',
  loading: false,
  loaded: false,
  policies: [],
  enabled: [],
  user_level: DEFAULT_USER_LEVEL,
  level_points_map: DEFAULT_LEVEL_POINTS_MAP,
};

export interface PoliciesResponse {
  details: { policies: EnablerPolicy[] };
  user_active_policies: string[];
  user_level: number;
  level_points_map: LevelPointsMap;
}

export type PolicyAction =
  | { type: 'fetch_started' }
  | { type: 'fetch_succeeded'; response: PoliciesResponse }
  /** Failure and the spec's "other outcomes" (a non-successful envelope) end the same way. */
  | { type: 'fetch_failed' }
  | { type: 'policy_added'; name: string }
  | { type: 'user_level_updated'; level: number };

export function policyReducer(state: PolicyState, action: PolicyAction): PolicyState {
  switch (action.type) {
    case 'fetch_started':
      return { ...state, status: 'loading', loading: true };
    case 'fetch_succeeded': {
      const r = action.response;
      return {
        status: 'loaded',
        loading: false,
        loaded: true,
        policies: r.details.policies,
        enabled: [...r.user_active_policies],
        user_level: r.user_level,
        level_points_map: r.level_points_map,
      };
    }
    case 'fetch_failed':
      return { ...state, status: state.loaded ? 'loaded' : 'idle', loading: false };
    case 'policy_added':
      // "Adding a policy appends one enabled name"; appending a name twice would change nothing a user sees.
      return state.enabled.includes(action.name)
        ? state
        : { ...state, enabled: [...state.enabled, action.name] };
    case 'user_level_updated':
      return {
        ...state,
        user_level: action.level,
        enabled: enabledPolicyNames(state.policies, action.level),
      };
  }
}

/** "A feature is allowed if its key is in the enabled list." */
export function isFeatureAllowed(state: Pick<PolicyState, 'enabled'>, key: string): boolean {
  return state.enabled.includes(key);
}
