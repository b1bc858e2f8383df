import { describe, expect, it } from 'vitest';
import {
  DROPDOWN_MAX_WIDTH,
  PREP_PLAN_NEW_UNTIL,
  isNavItemNew,
  navigationMenus,
  nowInSeconds,
  type NavMenu,
} from './navigation.ts';
import { matchRoute } from './routes.ts';

const links = { jobBootcampUrl: 'https://bootcamp.example/', coursesUrl: 'https://courses.example/' };
const menus = navigationMenus(links);
const menu = (label: string): NavMenu => {
  const found = menus.find((m) => m.label === label);
  if (!found) throw new Error(`no menu ${label}`);
  return found;
};
const labels = (m: NavMenu) => m.groups.flatMap((g) => g.items.map((i) => i.label));

describe('navigationMenus', () => {
  it('has the five top menus in the spec order', () => {
    expect(menus.map((m) => m.label)).toEqual(['Learn', 'Contests & Events', 'Interview prep', 'Practice', 'Resources']);
    expect(menus.map((m) => m.id)).toEqual(['LEARN', 'CONTEST', 'INTERVIEW_PREP', 'PRACTICE', 'RESOURCES']);
  });

  it('lists exactly the items of each group', () => {
    expect(labels(menu('Learn'))).toEqual(['Guided paths', 'Job Bootcamp courses', 'Online courses']);
    expect(labels(menu('Contests & Events'))).toEqual(['Contest', 'Challenges', 'Events']);
    expect(labels(menu('Interview prep'))).toEqual([
      'Interview experiences',
      'Interview guide',
      'Coding interview prep plan',
    ]);
    expect(labels(menu('Practice'))).toEqual([
      'Interview problem',
      'Web development projects & problems',
      'Problem of the day',
      'Popular problems list',
      'Mock test series',
    ]);
  });

  it('gives Resources the three titled groups and the six compilers with a see-all link', () => {
    const resources = menu('Resources');
    expect(resources.type).toBe('extended');
    expect(resources.groups.map((g) => g.title)).toEqual(['Community', 'Knowledge center', 'Online IDE']);
    const ide = resources.groups[2];
    expect(ide?.items.map((i) => i.label)).toEqual([
      'C compiler',
      'JavaScript compiler',
      'C++ compiler',
      'Python compiler',
      'Java compiler',
      'Ruby compiler',
    ]);
    expect(ide?.items[2]?.href).toBe('/online-compiler/online-cpp-compiler');
    expect(ide?.footer).toEqual({ label: 'See all compilers', href: '/online-compiler' });
  });

  it('points the external courses entries at the configured URLs', () => {
    const learn = menu('Learn').groups[0]?.items ?? [];
    expect(learn[1]).toMatchObject({ href: 'https://bootcamp.example/', external: true });
    expect(learn[2]).toMatchObject({ href: 'https://courses.example/', external: true });
  });

  it('links every internal item to a screen of the route map', () => {
    const internal = menus.flatMap((m) =>
      m.groups.flatMap((g) => [...g.items, ...(g.footer ? [g.footer] : [])]).filter((i) => !i.external),
    );
    for (const item of internal) expect(matchRoute(item.href).route, item.href).not.toBeNull();
  });

  it('uses the standard and extended maximum widths', () => {
    expect(DROPDOWN_MAX_WIDTH).toEqual({ standard: 420, extended: 676 });
  });
});

describe('isNavItemNew', () => {
  const item = { newUntil: PREP_PLAN_NEW_UNTIL };

  it('is new before the expiry and not at or after it', () => {
    expect(isNavItemNew(item, PREP_PLAN_NEW_UNTIL - 1)).toBe(true);
    expect(isNavItemNew(item, PREP_PLAN_NEW_UNTIL)).toBe(false);
    expect(isNavItemNew(item, PREP_PLAN_NEW_UNTIL + 86_400)).toBe(false);
  });

  it('never marks items without an expiry', () => {
    expect(isNavItemNew({}, 0)).toBe(false);
  });

  it('reads the clock in whole seconds', () => {
    expect(nowInSeconds(1_692_469_800_999)).toBe(1_692_469_800);
  });
});
