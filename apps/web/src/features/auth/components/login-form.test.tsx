import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { testUser } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PROVIDERS = 'GET v2/users/oauth/providers';
const EMAIL_LOGIN = 'POST v2/users/email_login';
const LOGIN = 'POST v2/users/login';

const loginResponse = (overrides = {}) =>
  ok({
    user: testUser(),
    user_access_token: 'secret',
    new_user: true,
    first_time_login: true,
    eu_user: false,
    eu_active_user: true,
    ...overrides,
  });

function renderForm(path = '/auth', onAuthenticated = vi.fn()) {
  const view = renderWithAuth(
    <LoginForm brand="Katana" redirectPath="/problems" onAuthenticated={onAuthenticated} />,
    { path },
  );
  return { ...view, onAuthenticated };
}

const emailBox = () => screen.getByPlaceholderText('Email address');
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Loading\.\.\.|Success)$/ });

async function goToUserStep(user: ReturnType<typeof userEvent.setup>, email = 'new@example.com') {
  await user.type(emailBox(), email);
  await user.click(continueButton());
  return screen.findByText(
    new RegExp(`sent to your email, ${email.replace('.', '\\.')}`),
    {},
    { timeout: 3000 },
  );
}

describe('initial step', () => {
  it('shows the e-mail form with its texts and only the enabled social buttons', async () => {
    fakeApi({
      [PROVIDERS]: [
        ok([
          { provider: 'google_oauth2', name: 'Google', enabled: true },
          { provider: 'facebook', name: 'Facebook', enabled: false },
          { provider: 'partner', name: 'JobPortal', enabled: true },
        ]),
      ],
    });
    renderForm();
    expect(await screen.findByRole('button', { name: 'Login with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login with JobPortal' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Login with Facebook' })).not.toBeInTheDocument();
    expect(screen.getByText('use your email address')).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(
      screen.getByLabelText(
        'Send me updates from Katana with interview preparation tips, coding news, tailored offers, new launch alerts. You can opt out any time.',
      ),
    ).toBeChecked();
    expect(continueButton()).toHaveTextContent('Continue');
  });

  it('without social buttons heads the form as a sentence of its own, not as the tail of "or"', async () => {
    fakeApi({ [PROVIDERS]: [ok([])] });
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Use your email address' })).toBeInTheDocument();
    expect(screen.queryByText('use your email address')).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('says Continue with the partner and shows the linked message with continue_with_naukri', async () => {
    fakeApi({ [PROVIDERS]: [ok([{ provider: 'partner', name: 'JobPortal', enabled: true }])] });
    renderForm('/auth?continue_with_naukri=1');
    expect(await screen.findByRole('button', { name: 'Continue with JobPortal' })).toBeInTheDocument();
    expect(
      screen.getByText(/accounts are now linked\. Please continue logging in with JobPortal\./),
    ).toBeInTheDocument();
  });

  it('disables the partner button and explains why with unverified_email', async () => {
    fakeApi({ [PROVIDERS]: [ok([{ provider: 'partner', name: 'JobPortal', enabled: true }])] });
    renderForm('/auth?unverified_email=1');
    expect(await screen.findByRole('button', { name: 'Login with JobPortal' })).toBeDisabled();
    expect(
      screen.getByText('We could not verify your email id. Please use different login method.'),
    ).toBeInTheDocument();
  });

  it('validates the e-mail before calling the server', async () => {
    const api = fakeApi({ [PROVIDERS]: [ok([])] });
    const user = userEvent.setup();
    renderForm();
    await user.click(continueButton());
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    await user.type(emailBox(), 'not-an-email');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(EMAIL_LOGIN)).toHaveLength(0);
  });

  it("goes 'Continue' -> 'Loading...' -> 'Success' and then shows the OTP step", async () => {
    const answer = deferred();
    const api = fakeApi({ [PROVIDERS]: [ok([])], [EMAIL_LOGIN]: [answer.reply] });
    const user = userEvent.setup();
    renderForm();
    await user.type(emailBox(), 'new@example.com');
    await user.click(continueButton());
    expect(continueButton()).toHaveTextContent('Loading...');
    await user.click(continueButton());
    expect(api.callsTo(EMAIL_LOGIN)).toHaveLength(1);
    expect(api.callsTo(EMAIL_LOGIN)[0]!.body).toEqual({ email: 'new@example.com' });
    await act(async () =>
      answer.release({ status: 200, body: { status: 200, data: { status: 'NEW_USER' } } }),
    );
    expect(await screen.findByRole('button', { name: 'Success' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'One Time Password has been sent to your email, new@example.com, please enter the same here to login. Valid for 10 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('marks the e-mail invalid on 422 and shows 429 and 931 under it', async () => {
    fakeApi({
      [PROVIDERS]: [ok([])],
      [EMAIL_LOGIN]: [
        fail(422, 422, 'Validation failed', { email: 'Please enter a valid email address' }),
        fail(429, 429, 'Too many OTP requests. Please try again after some time.'),
        fail(403, 931, 'This account is not active.'),
      ],
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(emailBox(), 'a@example.com');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(continueButton()).toHaveTextContent('Continue');
    await user.click(continueButton());
    expect(
      await screen.findByText('Too many OTP requests. Please try again after some time.'),
    ).toBeInTheDocument();
    await user.click(continueButton());
    expect(await screen.findByText('This account is not active.')).toBeInTheDocument();
  });

  it("shows other e-mail login errors as a 'Something Went Wrong' notification", async () => {
    fakeApi({ [PROVIDERS]: [ok([])], [EMAIL_LOGIN]: [fail(500, 500, 'Database unavailable')] });
    const user = userEvent.setup();
    renderForm();
    await user.type(emailBox(), 'a@example.com');
    await user.click(continueButton());
    const toast = await screen.findByText('Something Went Wrong');
    expect(within(toast.closest('li')!).getByText('Database unavailable')).toBeInTheDocument();
    expect(continueButton()).toHaveTextContent('Continue');
  });
});

describe('user login step', () => {
  it('asks new users for a name and the blog preference, and keeps Login disabled until valid', async () => {
    const api = fakeApi({
      [PROVIDERS]: [ok([])],
      [EMAIL_LOGIN]: [ok({ status: 'NEW_USER' })],
      [LOGIN]: [loginResponse()],
      'POST v2/users/we_params': [ok({})],
      'POST v2/users/user_logs': [ok({})],
    });
    const user = userEvent.setup();
    const { store, onAuthenticated } = renderForm();
    await goToUserStep(user);
    const login = screen.getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    expect(screen.getByLabelText('Subscribe to our blog to get expert coding tips.')).toBeChecked();
    const otp = screen.getByPlaceholderText('Enter OTP');
    await user.type(otp, '12345');
    await user.tab();
    expect(screen.getByText('Invalid OTP')).toBeInTheDocument();
    await user.type(otp, '6');
    expect(login).toBeDisabled();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    expect(login).toBeEnabled();
    await user.click(login);
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(api.callsTo(LOGIN)[0]!.body).toMatchObject({
      email: 'new@example.com',
      passcode: '123456',
      name: 'Asha Rao',
      provider: 'coding_ninjas',
      blog_preference: true,
    });
    expect(api.callsTo(LOGIN)[0]!.headers.source).toBe('web');
    expect(store.getState()).toMatchObject({ isAuthenticated: true, phase: 'authenticated', new_user: true });
    expect(api.callsTo('POST v2/users/we_params')[0]!.body).toEqual({
      should_sub_to_cn_updates: true,
      we_email: true,
    });
  });

  it('shows no name field to registered users and accepts a password when they have one', async () => {
    fakeApi({ [PROVIDERS]: [ok([])], [EMAIL_LOGIN]: [ok({ status: 'REGISTERED_USER_WITH_PASSWORD' })] });
    const user = userEvent.setup();
    renderForm();
    await goToUserStep(user, 'old@example.com');
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(
      screen.queryByLabelText('Subscribe to our blog to get expert coding tips.'),
    ).not.toBeInTheDocument();
    const passcode = screen.getByPlaceholderText('Enter OTP or your password');
    await user.click(passcode);
    await user.tab();
    expect(screen.getByText('OTP or Password is required.')).toBeInTheDocument();
    await user.type(passcode, 'abcdefg');
    expect(screen.getByText('Invalid OTP or Password')).toBeInTheDocument();
    await user.type(passcode, 'h');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it.each([
    [927, 'Invalid OTP'],
    [928, 'OTP has expired. Please request a new OTP.'],
    [929, 'Too many incorrect attempts. Please request a new OTP.'],
    [930, 'Please request an OTP first.'],
    [931, 'This account is not active.'],
  ])('marks the passcode field with the message of code %i', async (code, message) => {
    fakeApi({
      [PROVIDERS]: [ok([])],
      [EMAIL_LOGIN]: [ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' })],
      [LOGIN]: [fail(400, code, message)],
    });
    const user = userEvent.setup();
    const { store } = renderForm();
    await goToUserStep(user, 'old@example.com');
    const otp = screen.getByPlaceholderText('Enter OTP');
    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(otp).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState()).toMatchObject({
      isAuthenticated: false,
      phase: 'error',
      error: { code, message },
    });
    expect(screen.getByRole('button', { name: 'Login' })).toHaveTextContent('Login');
  });

  it("shows other login errors as a 'Something went wrong' notification", async () => {
    fakeApi({
      [PROVIDERS]: [ok([])],
      [EMAIL_LOGIN]: [ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' })],
      [LOGIN]: [fail(500, 500, 'Boom')],
    });
    const user = userEvent.setup();
    renderForm();
    await goToUserStep(user, 'old@example.com');
    await user.type(screen.getByPlaceholderText('Enter OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Boom')).toBeInTheDocument();
  });

  it('shows the resend success message for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [PROVIDERS]: [ok([])],
      [EMAIL_LOGIN]: [ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' })],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await goToUserStep(user, 'old@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP has been resent to your email.')).toBeInTheDocument();
    expect(api.callsTo(EMAIL_LOGIN)[1]!.body).toEqual({ email: 'old@example.com', resend: true });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('OTP has been resent to your email.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('OTP has been resent to your email.')).not.toBeInTheDocument();
  });

  it('blocks the passcode field and shows the message when resend answers 429', async () => {
    fakeApi({
      [PROVIDERS]: [ok([])],
      [EMAIL_LOGIN]: [
        ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' }),
        fail(429, 429, 'Too many OTP requests. Please try again after some time.'),
      ],
    });
    const user = userEvent.setup();
    renderForm();
    await goToUserStep(user, 'old@example.com');
    await user.type(screen.getByPlaceholderText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(
      await screen.findByText('Too many OTP requests. Please try again after some time.'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter OTP')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
  });

  it('hides Resend OTP while authenticating', async () => {
    const answer = deferred();
    fakeApi({
      [PROVIDERS]: [ok([])],
      [EMAIL_LOGIN]: [ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' })],
      [LOGIN]: [answer.reply],
    });
    const user = userEvent.setup();
    renderForm();
    await goToUserStep(user, 'old@example.com');
    await user.type(screen.getByPlaceholderText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await act(async () =>
      answer.release({ status: 400, body: { status: 400, error: { code: 927, message: 'Invalid OTP' } } }),
    );
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('goes back to the initial step with the e-mail kept', async () => {
    fakeApi({ [PROVIDERS]: [ok([])], [EMAIL_LOGIN]: [ok({ status: 'NEW_USER' })] });
    const user = userEvent.setup();
    renderForm();
    await goToUserStep(user);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(emailBox()).toHaveValue('new@example.com');
    expect(continueButton()).toHaveTextContent('Continue');
  });
});

describe('social sign-in', () => {
  const status = ok({
    status: true,
    country_id: null,
    eu_user: false,
    eu_active_user: true,
    naukri_unverified: false,
    naukri_flow_user: 1,
    registration_utm_source: null,
    registration_utm_medium: null,
    registration_utm_campaign: null,
    user_basic_detail: null,
    classroom_paid: false,
    fetch_vendor_token: false,
    vendor_token_journey_id: null,
  });
  const post = (data: unknown) =>
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));

  it('opens the provider popup and reads the new session when it reports success', async () => {
    fakeApi({
      [PROVIDERS]: [ok([{ provider: 'partner', name: 'JobPortal', enabled: true }])],
      'GET v2/users/auth_details': [ok({ user: testUser({ name: 'Grace' }) })],
      'GET v2/users/login_status': [status],
      'POST v2/users/user_logs': [ok({})],
    });
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as unknown as Window);
    const user = userEvent.setup();
    const { store, onAuthenticated } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Login with JobPortal' }));
    expect(open.mock.calls[0]![0]).toBe('/api/v2/users/oauth/partner/start?redirect=%2Fproblems');
    post({ type: 'katana-oauth', ok: true });
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(store.getState()).toMatchObject({
      isAuthenticated: true,
      provider: 'partner',
      user: { name: 'Grace' },
      naukriFlowUser: 1,
    });
    open.mockRestore();
  });

  it('shows codes 943 and 925 under the social buttons', async () => {
    fakeApi({ [PROVIDERS]: [ok([{ provider: 'google_oauth2', name: 'Google', enabled: true }])] });
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as unknown as Window);
    const user = userEvent.setup();
    const { store } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Login with Google' }));
    post({
      type: 'katana-oauth',
      ok: false,
      code: 943,
      message: 'We could not get a verified e-mail address from this account.',
    });
    expect(
      await screen.findByText('We could not get a verified e-mail address from this account.'),
    ).toBeInTheDocument();
    expect(store.getState()).toMatchObject({ isAuthenticated: false, error: { code: 943 } });
    expect(screen.getByRole('button', { name: 'Login with Google' })).toBeEnabled();
    open.mockRestore();
  });
});
