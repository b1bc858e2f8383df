import { describe, expect, it } from 'vitest';
import { emailLoginErrorAction, loginErrorAction, oauthErrorAction, phoneLoginErrorAction, resendErrorAction } from './login-errors.ts';

describe('sign-in error catalogue (spec 01 §8)', () => {
  it('email login: 422 marks the e-mail, 931/429 show under it, others notify', () => {
    expect(emailLoginErrorAction({ code: 422, message: 'x' })).toEqual({ kind: 'email', message: 'Please enter a valid email address' });
    expect(emailLoginErrorAction({ code: 429, message: 'slow down' })).toEqual({ kind: 'email', message: 'slow down' });
    expect(emailLoginErrorAction({ code: 931, message: 'inactive' })).toEqual({ kind: 'email', message: 'inactive' });
    expect(emailLoginErrorAction({ code: 503, message: 'Network error.' })).toEqual({
      kind: 'notify',
      title: 'Something Went Wrong',
      message: 'Network error.',
    });
  });

  it('phone login: 422 marks the number with the field message, 931/429 show under it, others notify', () => {
    expect(phoneLoginErrorAction({ code: 422, message: 'x', fields: { phone_number: 'Please enter a valid phone number' } })).toEqual({
      kind: 'phone',
      message: 'Please enter a valid phone number',
    });
    expect(phoneLoginErrorAction({ code: 429, message: 'slow down' })).toEqual({ kind: 'phone', message: 'slow down' });
    expect(phoneLoginErrorAction({ code: 931, message: 'inactive' })).toEqual({ kind: 'phone', message: 'inactive' });
    expect(phoneLoginErrorAction({ code: 500, message: 'm' })).toEqual({ kind: 'notify', title: 'Something Went Wrong', message: 'm' });
  });

  it('login: 927-931 mark the passcode, 943 is ignored, a missing name marks the name', () => {
    for (const code of [927, 928, 929, 930, 931]) expect(loginErrorAction({ code, message: 'm' })).toEqual({ kind: 'passcode', message: 'm' });
    expect(loginErrorAction({ code: 943, message: 'm' })).toEqual({ kind: 'ignore' });
    expect(loginErrorAction({ code: 422, message: 'v', fields: { name: 'Name is required' } })).toEqual({ kind: 'name', message: 'Name is required' });
    expect(loginErrorAction({ code: 500, message: 'm' })).toMatchObject({ kind: 'notify', title: 'Something went wrong' });
  });

  it('resend: 429 blocks the passcode field, others notify', () => {
    expect(resendErrorAction({ code: 429, message: 'm' })).toEqual({ kind: 'blocked', message: 'm' });
    expect(resendErrorAction({ code: 500, message: 'm' })).toMatchObject({ kind: 'notify' });
  });

  it('social: 943, 925 and a closed popup show under the buttons', () => {
    expect(oauthErrorAction(943, 'm')).toEqual({ kind: 'oauth', message: 'm' });
    expect(oauthErrorAction(925, 'm')).toEqual({ kind: 'oauth', message: 'm' });
    expect(oauthErrorAction(null, 'Window closed without authentication')).toMatchObject({ kind: 'oauth' });
    expect(oauthErrorAction(500, 'm')).toMatchObject({ kind: 'notify' });
  });
});
