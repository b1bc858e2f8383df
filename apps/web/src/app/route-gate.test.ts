import { describe, expect, it } from 'vitest';
import { matchRoute } from '@katana/shared/routes';
import { LOGGED_OUT_STATE, STARTING_STATE } from '../lib/auth/auth-state.ts';
import { signedIn } from '../test/auth-fixtures.ts';
import { routeGate } from './route-gate.ts';

const gate = (url: string, auth = LOGGED_OUT_STATE) => routeGate(url, matchRoute(url), auth);

describe('routeGate (spec 01 Guarded routes)', () => {
  it('sends anonymous visitors of guarded routes to /auth with the original URL', () => {
    expect(gate('/home')).toEqual({ kind: 'redirect', to: '/auth?redirect=%2Fhome' });
    expect(gate('/profile/edit?tab=2')).toEqual({
      kind: 'redirect',
      to: '/auth?redirect=%2Fprofile%2Fedit%3Ftab%3D2',
    });
    expect(gate('/home', signedIn())).toEqual({ kind: 'show', criticalFlow: false });
  });

  it('strips email and phone_number from guarded URLs first', () => {
    expect(gate('/home?email=a@b.co&phone_number=1&x=1', signedIn())).toEqual({
      kind: 'redirect',
      to: '/home?x=1',
    });
    expect(gate('/home?email=a@b.co')).toEqual({ kind: 'redirect', to: '/home' });
    expect(gate('/problems?email=a@b.co')).toEqual({ kind: 'show', criticalFlow: false });
  });

  it('waits for the session load on guarded routes and the root, not on public pages', () => {
    expect(gate('/home', STARTING_STATE)).toEqual({ kind: 'wait' });
    expect(gate('/', STARTING_STATE)).toEqual({ kind: 'wait' });
    expect(gate('/problems', STARTING_STATE)).toEqual({ kind: 'show', criticalFlow: false });
  });

  it('sends inactive EU users to /coming-soon', () => {
    const eu = signedIn({}, { euUser: true, euActiveUser: false });
    expect(gate('/problems', eu)).toEqual({ kind: 'redirect', to: '/coming-soon' });
    expect(gate('/coming-soon', eu)).toEqual({ kind: 'show', criticalFlow: false });
    expect(gate('/problems', signedIn({}, { euUser: true, euActiveUser: true }))).toEqual({
      kind: 'show',
      criticalFlow: false,
    });
  });

  it('asks for the login panel on critical-flow pages for anonymous visitors only', () => {
    expect(gate('/problems/two-sum')).toEqual({ kind: 'show', criticalFlow: true });
    expect(gate('/online-compiler/online-python-compiler')).toEqual({ kind: 'show', criticalFlow: true });
    expect(gate('/problems/two-sum', signedIn())).toEqual({ kind: 'show', criticalFlow: false });
  });
});
