import { describe, expect, it } from 'vitest';
import {
  followNotice,
  formatRupees,
  hoverCardFollowAction,
  interestedUserParams,
  profileLink,
  referralAmount,
} from './social.ts';

describe('follow', () => {
  it('words the notices', () => {
    expect(followNotice(true, 'Asha')).toEqual({ kind: 'success', message: 'You Started Following Asha' });
    expect(followNotice(false, 'Asha')).toEqual({ kind: 'info', message: 'You Unfollowed Asha' });
  });

  it.each([
    [{ viewedUuid: 'me', currentUuid: 'me', isFollowing: false }, null],
    [{ viewedUuid: 'x', currentUuid: 'me', isFollowing: true }, 'Following'],
    [{ viewedUuid: 'x', currentUuid: 'me', isFollowing: false }, 'Follow'],
    [{ viewedUuid: 'x', currentUuid: null, isFollowing: true }, 'Follow'],
  ])('hover card %j shows %s', (input, action) => {
    expect(hoverCardFollowAction(input)).toBe(action);
  });

  it.each([
    [{ uuid: 'u-1', screen_name: 'asha' }, '/profile/u-1'],
    [{ uuid: null, screen_name: 'asha k' }, '/profile/asha%20k'],
    [{}, null],
  ])('links %j to %s', (user, link) => {
    expect(profileLink(user)).toBe(link);
  });
});

describe('referral', () => {
  it('pays 5,000 prepaid or 10,000 in the CC variant', () => {
    expect(formatRupees(referralAmount(false))).toBe('₹5,000');
    expect(formatRupees(referralAmount(true))).toBe('₹10,000');
    expect(formatRupees(100_000)).toBe('₹1,00,000');
  });
});

describe('interestedUserParams', () => {
  it.each([
    [
      { email: 'a@b.co', category: 'league' },
      { email: 'a@b.co', category: 'league' },
    ],
    [
      { email: 'a@b.co', category: 'league', entity_type: 'College', entity_id: 7 },
      { email: 'a@b.co', category: 'league', entity_type: 'College', entity_id: '7' },
    ],
    [
      { email: 'a@b.co', category: 'league', entity_type: 'College' },
      { email: 'a@b.co', category: 'league' },
    ],
    [
      { email: 'a@b.co', category: 'league', entity_id: 7 },
      { email: 'a@b.co', category: 'league' },
    ],
    [{ email: ' ', category: 'league' }, null],
    [{ category: 'league' }, null],
  ])('%j -> %j', (input, params) => {
    expect(interestedUserParams(input)).toEqual(params);
  });
});
