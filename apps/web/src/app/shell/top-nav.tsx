/**
 * The five top menus of the desktop header (spec 01 "Navigation menu groups"). Radix NavigationMenu gives hover
 * opening with intent delay, closing on leave, and full keyboard support; the open menu itself lives in our
 * reducer (menu-state.ts) so the spec's state machine is explicit and testable.
 */
import { useEffect, useReducer, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavigationMenu } from 'radix-ui';
import { clsx } from 'clsx';
import { DROPDOWN_MAX_WIDTH, nowInSeconds, type NavItem, type NavMenu } from '@katana/shared/navigation';
import { ArrowRightIcon, ChevronDownIcon } from '../../components/ui/icons.tsx';
import {
  decideRipple,
  DECISIONS_QUEUE_KEY,
  REGISTERED_CONTESTS_QUEUE_KEY,
  rememberRegisteredContest,
  type RippleDecision,
} from '@katana/shared/engagement/header-signals';
import { useClock } from '../../lib/clock/clock-context.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useHighPriorityEvents } from '../../features/notifications/api/high-priority-events.ts';
import { useQuery } from '@tanstack/react-query';
import { fetchContestList } from '../../features/contests/api/contest-list.ts';
import { actionForValue, menuReducer, valueForState } from './menu-state.ts';
import { NavItemContent, externalLinkProps } from './nav-item-content.tsx';

const triggerClasses =
  'group inline-flex h-9 items-center whitespace-nowrap gap-1 rounded-lg px-3 max-[1279px]:px-1.5 text-sm font-medium text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg data-[state=open]:bg-surface-muted data-[state=open]:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function MenuLink({
  item,
  nowSeconds,
  onSelect,
  compact = false,
}: {
  item: NavItem;
  nowSeconds: number;
  onSelect: () => void;
  compact?: boolean;
}) {
  const className = clsx(
    'block rounded-lg outline-none transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted',
    compact ? 'px-2 py-1.5' : 'px-3 py-2.5',
  );
  const content = <NavItemContent item={item} nowSeconds={nowSeconds} withDescription={!compact} />;
  return (
    <NavigationMenu.Link asChild onSelect={onSelect}>
      {item.external ? (
        <a href={item.href} className={className} {...externalLinkProps(item)}>
          {content}
        </a>
      ) : (
        <Link to={item.href} className={className}>
          {content}
        </Link>
      )}
    </NavigationMenu.Link>
  );
}

function DropdownPanel({
  menu,
  nowSeconds,
  onSelect,
}: {
  menu: NavMenu;
  nowSeconds: number;
  onSelect: () => void;
}) {
  const extended = menu.type === 'extended';
  return (
    <div
      data-toast-obstacle
      className={clsx(
        'rounded-xl border border-line bg-surface p-2 shadow-lg shadow-black/5 dark:shadow-black/40',
        extended ? 'grid w-[676px] grid-cols-3 gap-2 p-4' : 'w-[340px]',
      )}
      style={{ maxWidth: `min(${DROPDOWN_MAX_WIDTH[menu.type]}px, calc(100vw - 2rem))` }}
    >
      {menu.groups.map((group, index) => (
        <div key={group.title ?? index} className="flex flex-col gap-0.5">
          {group.title && (
            <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-fg-subtle">
              {group.title}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => (
              <li key={item.href}>
                <MenuLink item={item} nowSeconds={nowSeconds} onSelect={onSelect} compact={extended} />
              </li>
            ))}
          </ul>
          {group.footer && (
            <NavigationMenu.Link asChild onSelect={onSelect}>
              <Link
                to={group.footer.href}
                className="mt-1 inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-accent hover:underline"
              >
                {group.footer.label}
                <ArrowRightIcon />
              </Link>
            </NavigationMenu.Link>
          )}
        </div>
      ))}
    </div>
  );
}

/** The menu whose tab carries the event ripple dot (spec 01 "Header widgets"). */
const RIPPLE_MENU_ID = 'CONTEST';

function readJson<T>(key: string, fallback: T): T {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return (parsed ?? fallback) as T;
  } catch {
    return fallback;
  }
}

/**
 * The event ripple: for the first highlighted event the learner has not registered for, the stored 3-decision
 * queue decides (decideRipple); the registered-contests queue is fed from the learner's upcoming registrations
 * (GET /api/v1/contests, highlighted contest ids are 'contest:<id>'). Signed-in learners only.
 */
function useEventRipple(): boolean {
  const { isAuthenticated, user } = useAuth();
  const viewer = isAuthenticated && user ? user.id : null;
  const events = useHighPriorityEvents(viewer, viewer !== null);
  const upcoming = useQuery({
    queryKey: ['shell', 'registered-contests', viewer],
    queryFn: () => fetchContestList({ status: 'upcoming', page_size: 50 }),
    // Only needed when there is a highlighted event to decide on.
    enabled: viewer !== null && (events.data?.high_priority_events.length ?? 0) > 0,
    retry: false,
  });
  const [show, setShow] = useState(false);
  const event = events.data?.high_priority_events.find((e) => !e.user_already_registered) ?? null;
  const registered = (upcoming.data?.contests ?? [])
    .filter((c) => c.user?.registered)
    .sort((a, b) => (a.user!.registered_at ?? '').localeCompare(b.user!.registered_at ?? ''))
    .map((c) => `contest:${c.id}`)
    .join(',');
  const ready = viewer !== null && event !== null && (upcoming.isSuccess || upcoming.isError);
  useEffect(() => {
    if (!ready || !event) return setShow(false);
    let contests = readJson<string[]>(REGISTERED_CONTESTS_QUEUE_KEY, []);
    for (const id of registered ? registered.split(',') : [])
      contests = rememberRegisteredContest(contests, id);
    const decision = decideRipple(readJson<RippleDecision[]>(DECISIONS_QUEUE_KEY, []), contests, event.id);
    localStorage.setItem(REGISTERED_CONTESTS_QUEUE_KEY, JSON.stringify(contests));
    localStorage.setItem(DECISIONS_QUEUE_KEY, JSON.stringify(decision.queue));
    setShow(decision.show);
  }, [ready, event?.id, registered]); // eslint-disable-line react-hooks/exhaustive-deps
  return show;
}

/** Where the navigation tour's steps point (features/onboarding): all problems, then contents and the rest. */
const TOUR_ANCHORS: Partial<Record<NavMenu['id'], string>> = { PRACTICE: 'problems', RESOURCES: 'contents' };

export function TopNav({ menus }: { menus: NavMenu[] }) {
  const ripple = useEventRipple();
  const [state, dispatch] = useReducer(menuReducer, 'CLOSED');
  const { pathname } = useLocation();
  const nowSeconds = nowInSeconds(useClock()());

  useEffect(() => dispatch({ type: 'navigate' }), [pathname]);

  const select = () => dispatch({ type: 'select' });
  return (
    <NavigationMenu.Root
      aria-label="Main"
      value={valueForState(state)}
      onValueChange={(value) => dispatch(actionForValue(value))}
      delayDuration={80}
      className="min-w-0"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {menus.map((menu) => (
          // Standard dropdowns hang under their trigger; the wide extended one is placed from the list's start so
          // it stays on screen at 1024px.
          <NavigationMenu.Item
            key={menu.id}
            value={menu.id}
            className={menu.type === 'standard' ? 'relative' : ''}
          >
            <NavigationMenu.Trigger className={triggerClasses} data-tour-anchor={TOUR_ANCHORS[menu.id]}>
              {menu.label}
              {ripple && menu.id === RIPPLE_MENU_ID && (
                <span data-testid="event-ripple" className="relative flex size-2">
                  <span className="sr-only">New events</span>
                  <span className="absolute inline-flex size-full rounded-full bg-accent opacity-75 motion-safe:animate-ping" />
                  <span className="relative inline-flex size-2 rounded-full bg-accent" />
                </span>
              )}
              <ChevronDownIcon className="transition-transform duration-150 group-data-[state=open]:rotate-180" />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute left-0 top-full z-50 pt-3">
              <DropdownPanel menu={menu} nowSeconds={nowSeconds} onSelect={select} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
