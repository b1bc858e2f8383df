import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_POINTS_MAP } from './levels.ts';
import {
  DEFAULT_ENABLER_POLICIES,
  enabledPolicyNames,
  initialPolicyState,
  isFeatureAllowed,
  policyReducer,
  type EnablerPolicy,
  type PolicyAction,
  type PolicyState,
} from './policies.ts';

const policies: EnablerPolicy[] = [
  { key: 'EXP', name: 'EXP', required_user_level: 1 },
  { key: 'LEADERBOARD', name: 'LEADERBOARD', required_user_level: 2 },
  { key: 'BOOSTERS', name: 'BOOSTERS', required_user_level: 3 },
  { key: 'LEAGUES', name: 'LEAGUES', required_user_level: 5 },
];

function run(actions: PolicyAction[], from: PolicyState = initialPolicyState): PolicyState {
  return actions.reduce(policyReducer, from);
}

const loaded = run([
  { type: 'fetch_started' },
  {
    type: 'fetch_succeeded',
    response: {
      details: { policies },
      user_active_policies: ['EXP', 'LEADERBOARD'],
      user_level: 2,
      level_points_map: DEFAULT_LEVEL_POINTS_MAP,
    },
  },
]);

describe('enabledPolicyNames', () => {
  it.each([
    [1, ['EXP']],
    [2, ['EXP', 'LEADERBOARD']],
    [4, ['EXP', 'LEADERBOARD', 'BOOSTERS']],
    [10, ['EXP', 'LEADERBOARD', 'BOOSTERS', 'LEAGUES']],
  ])('level %s enables %j', (level, names) => {
    expect(enabledPolicyNames(policies, level)).toEqual(names);
  });

  it('seeds the leaderboard at level 2', () => {
    expect(enabledPolicyNames(DEFAULT_ENABLER_POLICIES, 1)).toEqual([]);
    expect(enabledPolicyNames(DEFAULT_ENABLER_POLICIES, 2)).toEqual(['LEADERBOARD']);
  });
});

describe('policyReducer', () => {
  it('starts idle with user level 1', () => {
    expect(initialPolicyState).toMatchObject({
      status: 'idle',
      loading: false,
      loaded: false,
      user_level: 1,
    });
  });

  it('loading then loaded sets policies, enabled names, level and points map', () => {
    expect(run([{ type: 'fetch_started' }])).toMatchObject({
      status: 'loading',
      loading: true,
      loaded: false,
    });
    expect(loaded).toMatchObject({ status: 'loaded', loading: false, loaded: true, user_level: 2 });
    expect(loaded.enabled).toEqual(['EXP', 'LEADERBOARD']);
    expect(loaded.policies).toEqual(policies);
  });

  it('a failed first fetch returns to idle; a failed refetch keeps what was loaded', () => {
    expect(run([{ type: 'fetch_started' }, { type: 'fetch_failed' }])).toMatchObject({
      status: 'idle',
      loading: false,
    });
    const after = run([{ type: 'fetch_started' }, { type: 'fetch_failed' }], loaded);
    expect(after).toMatchObject({ status: 'loaded', loading: false, enabled: ['EXP', 'LEADERBOARD'] });
  });

  it('adding a policy appends one name once', () => {
    const s = run(
      [
        { type: 'policy_added', name: 'BOOSTERS' },
        { type: 'policy_added', name: 'BOOSTERS' },
      ],
      loaded,
    );
    expect(s.enabled).toEqual(['EXP', 'LEADERBOARD', 'BOOSTERS']);
  });

  it.each([
    [1, ['EXP']],
    [3, ['EXP', 'LEADERBOARD', 'BOOSTERS']],
    [5, ['EXP', 'LEADERBOARD', 'BOOSTERS', 'LEAGUES']],
  ])('a level update to %s recomputes the enabled list to %j', (level, names) => {
    const s = policyReducer(loaded, { type: 'user_level_updated', level });
    expect(s.user_level).toBe(level);
    expect(s.enabled).toEqual(names);
  });
});

describe('isFeatureAllowed', () => {
  it('allows a feature whose key is enabled', () => {
    expect(isFeatureAllowed(loaded, 'LEADERBOARD')).toBe(true);
    expect(isFeatureAllowed(loaded, 'LEAGUES')).toBe(false);
    expect(isFeatureAllowed(initialPolicyState, 'EXP')).toBe(false);
  });
});
