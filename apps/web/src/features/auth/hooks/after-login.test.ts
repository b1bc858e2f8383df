import { describe, expect, it } from 'vitest';
import { afterLoginPath, returnPath, shouldReloadAfterClose, shouldReloadAfterLogin } from './after-login.ts';

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
    const origin = 'https://katana.test';
    expect(afterLoginPath('/problems?page=2', origin)).toBe('/problems?page=2');
    expect(afterLoginPath(null, origin)).toBe('/');
    expect(afterLoginPath('https://evil.example/', origin)).toBe('/');
    expect(afterLoginPath('//evil.example/', origin)).toBe('/');
    expect(afterLoginPath('/\\evil.example', origin)).toBe('/');
    // The browser drops the tab and reads `//evil.example`.
    expect(afterLoginPath('/\t/evil.example', origin)).toBe('/');
    expect(afterLoginPath('/.//evil.example', origin)).toBe('/');
    expect(afterLoginPath('/auth?redirect=%2F', origin)).toBe('/');
  });

  it('returns social sign-ins to the page, except from the error pages', () => {
    expect(returnPath('/problems?page=2')).toBe('/problems?page=2');
    expect(returnPath('/fourofour')).toBe('/');
    expect(returnPath('/500')).toBe('/');
  });
});
