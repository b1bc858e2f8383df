import { describe, expect, it } from 'vitest';
import { REDIRECT_MAX_LENGTH, safeRedirectPath, sameOriginPath } from './safe-redirect.ts';

const ORIGIN = 'http://127.0.0.1:3000';

describe('safeRedirectPath', () => {
  it.each([
    ['/problems', '/problems'],
    ['/problems?difficulty=EASY&page=2', '/problems?difficulty=EASY&page=2'],
    ['/notification-center#inbox', '/notification-center#inbox'],
    ['/', '/'],
    // Encoded characters stay encoded: they are data inside the path, never a second slash.
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%2f/evil.example', '/%2f/evil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    // Unicode look-alikes of slashes are ordinary characters of a path on this site.
    ['/\uff0f/evil.example', '/%EF%BC%8F/evil.example'],
    ['/\u2044evil.example', '/%E2%81%84evil.example'],
    ['/caf\u00e9', '/caf%C3%A9'],
    // A full URL of this very site is reduced to its path; user info is dropped.
    [`${ORIGIN}/contests?tab=past`, '/contests?tab=past'],
    ['http://u:p@127.0.0.1:3000/x', '/x'],
    // Dot segments resolve inside the site.
    ['/a/b/../c', '/a/c'],
  ])('keeps %j on the site as %j', (value, expected) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe(expected);
    // What it returns resolves to the same origin again (no second interpretation by the browser).
    expect(new URL(safeRedirectPath(value, ORIGIN), ORIGIN).origin).toBe(ORIGIN);
  });

  it.each([
    // Protocol-relative and its spellings: the URL parser reads a backslash as a slash and drops tabs/newlines.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\u0000/evil.example',
    // Dot segments that leave a leading '//' behind.
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    // Other origins and schemes.
    'https://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'http://evil.example/path',
    'HTTP://EVIL.EXAMPLE',
    'https://127.0.0.1:3000/x',
    'http://127.0.0.1:3001/x',
    'http://127.0.0.1:3000@evil.example/',
    'http://127.0.0.1:3000%40evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.domain)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    'ftp://evil.example',
    // Internationalised hosts: still another origin.
    '//\u0435vil.example',
    'https://\uff45vil.example',
    // Nothing usable.
    '',
    '   ',
    `/${'a'.repeat(REDIRECT_MAX_LENGTH)}`,
    `/${'\u00e9'.repeat(REDIRECT_MAX_LENGTH / 2)}`,
  ])('sends %j home', (value) => {
    expect(safeRedirectPath(value, ORIGIN)).toBe('/');
    expect(sameOriginPath(value, ORIGIN)).toBeNull();
  });

  it('uses the given fallback, and the fallback for null and undefined', () => {
    expect(safeRedirectPath('//evil.example', ORIGIN, '/home')).toBe('/home');
    expect(safeRedirectPath(null, ORIGIN)).toBe('/');
    expect(safeRedirectPath(undefined, ORIGIN, '/auth')).toBe('/auth');
  });

  it('compares with the origin of a public URL that has a path or a trailing slash', () => {
    expect(safeRedirectPath('/problems', 'https://katana.example.org/')).toBe('/problems');
    expect(safeRedirectPath('https://katana.example.org/x?y=1', 'https://katana.example.org/base/')).toBe(
      '/x?y=1',
    );
    expect(safeRedirectPath('https://katana.example.org.evil.example/x', 'https://katana.example.org')).toBe(
      '/',
    );
  });

  it('accepts nothing when the origin itself is not a URL', () => {
    expect(safeRedirectPath('/problems', 'not a url')).toBe('/');
  });
});
