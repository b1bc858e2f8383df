import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { testUser } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { LoginForm, type LoginFormInitial } from './login-form.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PROVIDERS = 'GET v2/users/oauth/providers';
const EMAIL_LOGIN = 'POST v2/users/email_login';
const PHONE_LOGIN = 'POST v2/users/phone_login';
const LOGIN = 'POST v2/users/login';
const OTP_TEXT =
  'One Time Password has been sent to your phone number, +91 9876543210, please enter the same here to login. Valid for 10 minutes.';

function renderForm(initial?: LoginFormInitial) {
  const onAuthenticated = vi.fn();
  const view = renderWithAuth(
    <LoginForm brand="Katana" redirectPath="/problems" onAuthenticated={onAuthenticated} initial={initial} />,
    {
      path: '/auth',
    },
  );
  return { ...view, onAuthenticated };
}

const numberBox = () => screen.getByPlaceholderText('Phone number');
const codeBox = () => screen.getByLabelText('Country code');
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Loading\.\.\.|Success)$/ });

async function toPhoneStep(user: ReturnType<typeof userEvent.setup>, number = '9876543210') {
  await user.click(screen.getByRole('button', { name: 'Use phone number instead' }));
  await user.type(numberBox(), number);
  await user.click(continueButton());
  return screen.findByText(OTP_TEXT, {}, { timeout: 3000 });
}

describe('phone path of the initial step', () => {
  it('switches to the phone fields with +91 and back to the e-mail', async () => {
    fakeApi({ [PROVIDERS]: [ok([])] });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Use phone number instead' }));
    expect(screen.getByText('Use your phone number')).toBeInTheDocument();
    expect(codeBox()).toHaveValue('+91');
    expect(screen.queryByPlaceholderText('Email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use email address instead' }));
    expect(screen.getByPlaceholderText('Email address')).toBeInTheDocument();
  });

  it('needs an Indian number of exactly 10 digits, digits only, before calling the server', async () => {
    const api = fakeApi({ [PROVIDERS]: [ok([])] });
    const user = userEvent.setup();
    renderForm({ loginType: 'phone' });
    await user.click(continueButton());
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    for (const wrong of ['98765abcde', '987654321', '98765432101']) {
      await user.clear(numberBox());
      await user.type(numberBox(), wrong);
      await user.click(continueButton());
      expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
      expect(numberBox()).toHaveAttribute('aria-invalid', 'true');
    }
    await user.clear(codeBox());
    await user.type(codeBox(), '+91x');
    await user.clear(numberBox());
    await user.type(numberBox(), '9876543210');
    await user.click(continueButton());
    expect(await screen.findByText('Please enter a valid country code')).toBeInTheDocument();
    expect(api.callsTo(PHONE_LOGIN)).toHaveLength(0);
  });

  it('accepts other countries with 6 to 15 digits', async () => {
    const api = fakeApi({ [PROVIDERS]: [ok([])], [PHONE_LOGIN]: [ok({ status: 'NEW_USER' })] });
    const user = userEvent.setup();
    renderForm({ loginType: 'phone' });
    await user.clear(codeBox());
    await user.type(codeBox(), '44');
    await user.type(numberBox(), '7700900123');
    await user.click(continueButton());
    expect(
      await screen.findByText(/sent to your phone number, \+44 7700900123,/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(api.callsTo(PHONE_LOGIN)[0]!.body).toEqual({
      phone_number: '7700900123',
      phone_country_code: '+44',
    });
  });

  it('treats an all-digits e-mail as a phone: no e-mail call, the digits move to the phone field', async () => {
    const api = fakeApi({ [PROVIDERS]: [ok([])] });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByPlaceholderText('Email address'), '9876543210');
    await user.click(continueButton());
    expect(numberBox()).toHaveValue('9876543210');
    expect(api.callsTo(EMAIL_LOGIN)).toHaveLength(0);
    expect(api.callsTo(PHONE_LOGIN)).toHaveLength(0);
  });

  it("goes 'Continue' -> 'Loading...' -> 'Success' and then shows the phone OTP message", async () => {
    const answer = deferred();
    const api = fakeApi({ [PROVIDERS]: [ok([])], [PHONE_LOGIN]: [answer.reply] });
    const user = userEvent.setup();
    renderForm({ loginType: 'phone' });
    await user.type(numberBox(), '9876543210');
    await user.click(continueButton());
    expect(continueButton()).toHaveTextContent('Loading...');
    expect(api.callsTo(PHONE_LOGIN)[0]!.body).toEqual({
      phone_number: '9876543210',
      phone_country_code: '+91',
    });
    await act(async () =>
      answer.release({ status: 200, body: { status: 200, data: { status: 'NEW_USER' } } }),
    );
    expect(await screen.findByRole('button', { name: 'Success' })).toBeInTheDocument();
    expect(await screen.findByText(OTP_TEXT, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows 429 under the number and other errors as a notification', async () => {
    fakeApi({
      [PROVIDERS]: [ok([])],
      [PHONE_LOGIN]: [
        fail(429, 429, 'Too many OTP requests. Please try again after some time.'),
        fail(500, 500, 'SMS gateway down'),
      ],
    });
    const user = userEvent.setup();
    renderForm({ loginType: 'phone' });
    await user.type(numberBox(), '9876543210');
    await user.click(continueButton());
    expect(
      await screen.findByText('Too many OTP requests. Please try again after some time.'),
    ).toBeInTheDocument();
    expect(continueButton()).toHaveTextContent('Continue');
    await user.click(continueButton());
    const toast = await screen.findByText('Something Went Wrong');
    expect(within(toast.closest('li')!).getByText('SMS gateway down')).toBeInTheDocument();
  });
});

describe('phone OTP step', () => {
  it('signs a new user up with provider phone_coding_ninjas and records the opt-in', async () => {
    const api = fakeApi({
      [PROVIDERS]: [ok([])],
      [PHONE_LOGIN]: [ok({ status: 'NEW_USER' })],
      [LOGIN]: [
        ok({
          user: testUser({ email: null, phone_number: '9876543210', phone_country_code: '91' }),
          user_access_token: 'secret',
          new_user: true,
          first_time_login: true,
          eu_user: false,
          eu_active_user: true,
        }),
      ],
      'POST v2/users/we_params': [ok({})],
      'POST v2/users/user_logs': [ok({})],
    });
    const user = userEvent.setup();
    const { store, onAuthenticated } = renderForm();
    await toPhoneStep(user);
    await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
    await user.type(screen.getByPlaceholderText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    const body = api.callsTo(LOGIN)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      provider: 'phone_coding_ninjas',
      phone_number: '9876543210',
      phone_country_code: '+91',
      passcode: '123456',
      name: 'Ravi Kumar',
      blog_preference: true,
    });
    expect(body).not.toHaveProperty('email');
    expect(store.getState()).toMatchObject({ isAuthenticated: true, provider: 'phone_coding_ninjas' });
    expect(api.callsTo('POST v2/users/we_params')).toHaveLength(1);
  });

  it('resends by SMS and shows the success message for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [PROVIDERS]: [ok([])],
      [PHONE_LOGIN]: [ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' })],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderForm();
    await toPhoneStep(user);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP has been resent to your phone number.')).toBeInTheDocument();
    expect(api.callsTo(PHONE_LOGIN)[1]!.body).toEqual({
      phone_number: '9876543210',
      phone_country_code: '+91',
      resend: true,
    });
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('OTP has been resent to your phone number.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('OTP has been resent to your phone number.')).not.toBeInTheDocument();
  });

  it("blocks the passcode on a 429 resend and notifies 'Something Went Wrong' for other resend errors", async () => {
    fakeApi({
      [PROVIDERS]: [ok([])],
      [PHONE_LOGIN]: [
        ok({ status: 'REGISTERED_USER_WITHOUT_PASSWORD' }),
        fail(502, 502, 'SMS gateway down'),
        fail(429, 429, 'Too many OTP requests. Please try again after some time.'),
      ],
    });
    const user = userEvent.setup();
    renderForm();
    await toPhoneStep(user);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    const toast = await screen.findByText('Something Went Wrong');
    expect(within(toast.closest('li')!).getByText('SMS gateway down')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter OTP')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(
      await screen.findByText('Too many OTP requests. Please try again after some time.'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter OTP')).toBeDisabled();
  });

  it('goes back to the phone fields with the number kept', async () => {
    fakeApi({ [PROVIDERS]: [ok([])], [PHONE_LOGIN]: [ok({ status: 'NEW_USER' })] });
    const user = userEvent.setup();
    renderForm();
    await toPhoneStep(user);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(numberBox()).toHaveValue('9876543210');
    expect(codeBox()).toHaveValue('+91');
  });
});
