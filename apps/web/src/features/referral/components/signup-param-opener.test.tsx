/** ?isSignup=true (where an invite link lands) opens the login dialog for a signed-out visitor, once. */
import { describe, expect, it, vi } from 'vitest';
import { LoginDialogContext } from '../../../lib/auth/login-dialog-context.tsx';
import { LOGGED_OUT_STATE } from '../../../lib/auth/auth-state.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import SignupParamOpener from './signup-param-opener.tsx';

function setup(path: string, auth = LOGGED_OUT_STATE) {
  const openLogin = vi.fn();
  const view = renderWithAuth(
    <LoginDialogContext.Provider value={{ openLogin, closeLogin: () => {}, isOpen: false }}>
      <SignupParamOpener />
    </LoginDialogContext.Provider>,
    { path, auth },
  );
  return { openLogin, ...view };
}

describe('isSignup=true', () => {
  it('opens the login dialog for a signed-out visitor, once', () => {
    const { openLogin } = setup('/?isSignup=true');
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(openLogin).toHaveBeenCalledWith({ source: 'isSignup' });
  });

  it('does nothing when signed in, without the parameter, or before the session is known', () => {
    expect(setup('/?isSignup=true', signedIn()).openLogin).not.toHaveBeenCalled();
    expect(setup('/').openLogin).not.toHaveBeenCalled();
    expect(setup('/?isSignup=false').openLogin).not.toHaveBeenCalled();
    expect(setup('/?isSignup=true', { ...LOGGED_OUT_STATE, ready: false }).openLogin).not.toHaveBeenCalled();
  });
});
