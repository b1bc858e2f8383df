import { describe, expect, it } from 'vitest';
import { BOARD_UNNAMED, boardEntrant } from './board-entrant.ts';

const ada = { userId: 1, uuid: 'u-1', name: 'Ada', image: '/pictures/ada.webp', profileVisibility: 'public' };
const hid = {
  userId: 2,
  uuid: 'u-2',
  name: 'Hid',
  image: '/pictures/hid.webp',
  profileVisibility: 'private',
};

describe('boardEntrant', () => {
  it('shows a public learner with their picture and a link, to anyone', () => {
    expect(boardEntrant(ada, null)).toEqual({
      uuid: 'u-1',
      name: 'Ada',
      image: '/pictures/ada.webp',
      profile_linked: true,
    });
  });

  it('shows a private learner by name, without picture or link, to others', () => {
    expect(boardEntrant(hid, 1)).toEqual({ uuid: 'u-2', name: 'Hid', image: null, profile_linked: false });
    expect(boardEntrant(hid, null).profile_linked).toBe(false);
  });

  it('shows the viewer their own entry as usual, private or not', () => {
    expect(boardEntrant(hid, 2)).toMatchObject({ image: '/pictures/hid.webp', profile_linked: true });
  });

  it('names an entrant without a name the same way on every board', () => {
    expect(boardEntrant({ ...ada, name: null }, null).name).toBe(BOARD_UNNAMED);
    expect(boardEntrant({ ...ada, name: '  ' }, null).name).toBe(BOARD_UNNAMED);
  });
});
