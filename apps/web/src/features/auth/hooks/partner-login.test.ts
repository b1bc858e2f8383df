import { describe, expect, it } from 'vitest';
import { partnerAuthUrl, partnerReturnPath, signupSource } from './partner-login.ts';

describe('partner-login layer rules', () => {
  it('sends the Login button to the auth route with codestudioRedirect = the current URL', () => {
    expect(partnerAuthUrl('https://katana.test/problems?page=2')).toBe(
      '/auth?codestudioRedirect=https%3A%2F%2Fkatana.test%2Fproblems%3Fpage%3D2',
    );
  });

  it('records host plus path as the signup source', () => {
    expect(signupSource('https://katana.test/problems/two-sum?tab=1#x')).toBe('katana.test/problems/two-sum');
  });

  it('returns only to pages of this site', () => {
    const origin = 'https://katana.test';
    expect(partnerReturnPath('https://katana.test/problems?page=2', origin)).toBe('/problems?page=2');
    expect(partnerReturnPath('/contests', origin)).toBe('/contests');
    expect(partnerReturnPath('https://evil.example/phish', origin)).toBe('/');
    expect(partnerReturnPath('//evil.example/phish', origin)).toBe('/');
    expect(partnerReturnPath('http://katana.test/problems', origin)).toBe('/');
    expect(partnerReturnPath(null, origin)).toBe('/');
    expect(partnerReturnPath('https://katana.test/\\evil.example', origin)).toBe('/');
    expect(partnerReturnPath('/\t/evil.example', origin)).toBe('/');
  });
});
