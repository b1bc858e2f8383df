import { describe, expect, it } from 'vitest';
import { expireCookies, loggedOutUrl } from './session-hooks.ts';

describe('loggedOutUrl', () => {
  it('keeps the path and query to come back to', () => {
    expect(loggedOutUrl('/contests?tab=past', 101)).toBe('/auth?redirect=%2Fcontests%3Ftab%3Dpast&logged_out=true');
  });

  it('sends the user home from the error pages', () => {
    expect(loggedOutUrl('/fourofour', 102)).toBe('/auth?redirect=%2F&logged_out=true&continue_with_naukri=1');
  });
});

describe('expireCookies', () => {
  it('removes the named cookies and keeps the others', () => {
    document.cookie = 'studio_at=1; path=/';
    document.cookie = 'nauk_sid=2; path=/';
    document.cookie = 'keep_me=3; path=/';
    expireCookies(['studio_at', 'studio_rt', 'nauk_sid']);
    expect(document.cookie).toBe('keep_me=3');
  });
});
