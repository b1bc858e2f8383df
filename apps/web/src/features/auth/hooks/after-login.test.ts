import { describe, expect, it } from 'vitest';
import { returnPath, safeRedirectPath, shouldReloadAfterClose, shouldReloadAfterLogin } from './after-login.ts';

describe('after-login rules (spec 01 §4)', () => {
  it('reloads after a login except on online compilers and guided paths opened by get_started', () => {
    expect(shouldReloadAfterLogin('/problems')).toBe(true);
    expect(shouldReloadAfterLogin('/online-compiler/online-java-compiler')).toBe(false);
    expect(shouldReloadAfterLogin('/online-compiler')).toBe(false);
    expect(shouldReloadAfterLogin('/guided-paths/dsa', 'get_started')).toBe(false);
    expect(shouldReloadAfterLogin('/guided-paths/dsa')).toBe(true);
  });

  it('reloads after close with reloadAfterClose unless the cross was used', () => {
    expect(shouldReloadAfterClose(true, 'closed')).toBe(true);
    expect(shouldReloadAfterClose(true, 'cross_clicked')).toBe(false);
    expect(shouldReloadAfterClose(false, 'closed')).toBe(false);
  });

  it('accepts only paths on this site as the redirect target', () => {
    expect(safeRedirectPath('/problems?page=2')).toBe('/problems?page=2');
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath('https://evil.example/')).toBe('/');
    expect(safeRedirectPath('//evil.example/')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('/auth?redirect=%2F')).toBe('/');
  });

  it('returns social sign-ins to the page, except from the error pages', () => {
    expect(returnPath('/problems?page=2')).toBe('/problems?page=2');
    expect(returnPath('/fourofour')).toBe('/');
    expect(returnPath('/500')).toBe('/');
  });
});
