import { describe, expect, it } from 'vitest';
import {
  AuthMessage,
  canContinue,
  emailError,
  isHttpUrl,
  isIndianPhoneNumber,
  countryCodeError,
  normalizeCountryCode,
  phoneNumberError,
  isValidEmail,
  nameError,
  passcodeError,
  sourceFromUserAgent,
} from './auth-rules.ts';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last@mail.example.org', 'x_y-z+tag@host.io', 'A1@sub-domain.example.com'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each(['a@b', 'a@b.c', '.a@b.co', 'a..b@c.co', 'a b@c.co', 'a@-b.co', 'a@b.c0', '@b.co', 'a#b@c.co'])(
    'rejects %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('emailError', () => {
  it('asks for an e-mail when empty', () => expect(emailError('  ')).toBe(AuthMessage.EMAIL_REQUIRED));
  it('says when it is not valid', () => expect(emailError('nope')).toBe('Please enter a valid email address'));
  it('is null for a valid e-mail', () => expect(emailError('a@b.co')).toBeNull());
});

describe('canContinue', () => {
  it('refuses an all-digit input, which is a phone number', () => expect(canContinue('9876543210', false)).toBe(false));
  it('refuses while a request is in flight', () => expect(canContinue('a@b.co', true)).toBe(false));
  it('allows a valid e-mail', () => expect(canContinue('a@b.co', false)).toBe(true));
});

describe('passcodeError', () => {
  it.each([
    ['', false, 'OTP is required'],
    ['', true, 'OTP or Password is required.'],
    ['12345', false, 'Invalid OTP'],
    ['1234567', false, 'Invalid OTP'],
    ['abcdef', false, 'Invalid OTP'],
    ['123456', false, null],
    ['12345', true, 'Invalid OTP or Password'],
    ['abcdefg', true, 'Invalid OTP or Password'],
    ['123456', true, null],
    ['abcdefgh', true, null],
  ])('%j (password: %s) -> %s', (value, hasPassword, expected) => {
    expect(passcodeError(value, hasPassword)).toBe(expected);
  });
});

describe('nameError', () => {
  it('requires a name', () => expect(nameError(' ')).toBe('Name is required'));
  it('accepts a name', () => expect(nameError('Asha')).toBeNull());
});

describe('isIndianPhoneNumber', () => {
  it('needs exactly 10 digits', () => {
    expect(isIndianPhoneNumber('9876543210')).toBe(true);
    expect(isIndianPhoneNumber('987654321')).toBe(false);
    expect(isIndianPhoneNumber('98765432101')).toBe(false);
    expect(isIndianPhoneNumber('98765-4321')).toBe(false);
  });
});

describe('phoneNumberError', () => {
  it('requires a number', () => expect(phoneNumberError('+91', '  ')).toBe('Phone number is required'));
  it('accepts digits only', () => {
    expect(phoneNumberError('+91', '98765 43210')).toBe('Please enter a valid phone number');
    expect(phoneNumberError('1', '555-0100123')).toBe('Please enter a valid phone number');
  });
  it('needs exactly 10 digits for India, with or without the plus', () => {
    expect(phoneNumberError('+91', '9876543210')).toBeNull();
    expect(phoneNumberError('91', '987654321')).toBe('Please enter a valid phone number');
    expect(phoneNumberError('91', '98765432101')).toBe('Please enter a valid phone number');
  });
  it('accepts 6 to 15 digits elsewhere', () => {
    expect(phoneNumberError('+44', '7700900123')).toBeNull();
    expect(phoneNumberError('+44', '77009')).toBe('Please enter a valid phone number');
    expect(phoneNumberError('+44', '1234567890123456')).toBe('Please enter a valid phone number');
  });
});

describe('countryCodeError', () => {
  it('accepts 1 to 4 digits with an optional plus', () => {
    expect(countryCodeError('+91')).toBeNull();
    expect(countryCodeError('1')).toBeNull();
    expect(countryCodeError('+12345')).toBe('Please enter a valid country code');
    expect(countryCodeError('+')).toBe('Please enter a valid country code');
    expect(countryCodeError('in')).toBe('Please enter a valid country code');
  });
  it('normalizes the plus away', () => expect(normalizeCountryCode(' +91 ')).toBe('91'));
});

describe('sourceFromUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) Safari', 'tablet'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156', 'web'],
  ])('%s -> %s', (ua, source) => expect(sourceFromUserAgent(ua)).toBe(source));
});

describe('URL checks', () => {
  it('accepts only http and https URLs', () => {
    expect(isHttpUrl('https://a.example')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('::')).toBe(false);
  });
});
