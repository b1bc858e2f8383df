import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScreenNameMessage, type ProfileEditDetails } from '@katana/shared/api/profile';
import { NameMessage } from '@katana/shared/api/auth-name';
import { fail, fakeApi, ok, type FakeCall } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import ProfileEditPage from './profile-edit-page.tsx';
import ProfileSetupPage from './profile-setup-page.tsx';

function details(overrides: Partial<ProfileEditDetails> = {}): ProfileEditDetails {
  return {
    uuid: 'u-7',
    name: 'Asha Rao',
    screen_name: null,
    image: '/api/v1/profile/avatars/avatar-3.svg',
    avatar: 3,
    college: null,
    grad_year: null,
    branch: null,
    bio: null,
    links: [],
    visibility: 'public',
    hidden_sections: [],
    setup_done: false,
    profile_url: '/profile/u-7',
    ...overrides,
  };
}

const saved = (call: FakeCall) => ok(details({ ...(call.body as object), setup_done: true }));

describe('/profile/edit', { timeout: 20_000 }, () => {
  it('checks the screen name as one types and shows the rule or that it is taken', async () => {
    const server = fakeApi({
      'GET v1/profile/edit': [ok(details())],
      'GET v1/profile/screen_name_availability': (call) =>
        ok(
          call.query.get('screen_name') === 'taken_name'
            ? { available: false, message: ScreenNameMessage.TAKEN }
            : { available: true, message: ScreenNameMessage.AVAILABLE },
        ),
    });
    renderWithAuth(<ProfileEditPage />, { path: '/profile/edit', auth: signedIn() });
    const input = await screen.findByLabelText('Screen name');
    await userEvent.type(input, 'ab');
    expect(screen.getByText(ScreenNameMessage.TOO_SHORT)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'taken_name');
    expect(await screen.findByText(ScreenNameMessage.TAKEN, {}, { timeout: 3000 })).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'asha_codes');
    expect(await screen.findByText(ScreenNameMessage.AVAILABLE, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(
      server.callsTo('GET v1/profile/screen_name_availability').map((c) => c.query.get('screen_name')),
    ).not.toContain('ab');
  });

  it('saves the details with a college chosen from the list, and shows the server’s field errors', async () => {
    let patches = 0;
    const server = fakeApi({
      'GET v1/profile/edit': [ok(details())],
      'GET v1/profile/screen_name_availability': [
        ok({ available: true, message: ScreenNameMessage.AVAILABLE }),
      ],
      'GET v1/colleges': [
        ok({
          colleges: [
            {
              slug: 'jadavpur-university',
              name: 'Jadavpur University',
              city: 'Kolkata',
              state: null,
              country: 'India',
            },
          ],
          total: 1,
        }),
      ],
      'PATCH v1/profile': (call) =>
        patches++ === 0
          ? fail(422, 422, 'Validation failed.', { screen_name: ScreenNameMessage.TAKEN })
          : saved(call),
    });
    renderWithAuth(<ProfileEditPage />, { path: '/profile/edit', auth: signedIn() });
    await userEvent.type(await screen.findByLabelText('Screen name'), 'asha_codes');
    await userEvent.type(screen.getByRole('combobox'), 'Jadav');
    await userEvent.click(
      await screen.findByRole('option', { name: /Jadavpur University/ }, { timeout: 3000 }),
    );
    expect(screen.getByTestId('chosen-college')).toHaveTextContent('Jadavpur University');
    await userEvent.type(screen.getByLabelText('Graduation year'), '2027');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Problems solved' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(ScreenNameMessage.TAKEN)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(server.callsTo('PATCH v1/profile')[1]!.body).toMatchObject({
      name: 'Asha Rao',
      screen_name: 'asha_codes',
      college_id: 'jadavpur-university',
      grad_year: 2027,
      hidden_sections: ['solved'],
      visibility: 'public',
    });
  });

  it('refuses a bad name before calling, by the update_name rule', async () => {
    const server = fakeApi({ 'GET v1/profile/edit': [ok(details())] });
    renderWithAuth(<ProfileEditPage />, { path: '/profile/edit', auth: signedIn() });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'R2D2');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(NameMessage.CHARACTERS)).toBeInTheDocument();
    expect(server.callsTo('PATCH v1/profile')).toHaveLength(0);
  });

  it('uploads a picture as the request body, and picks a default avatar', async () => {
    const server = fakeApi({
      'GET v1/profile/edit': [ok(details())],
      'PUT v1/profile/picture': [
        fail(422, 422, 'The file is not a picture we can read: upload a JPEG, PNG, WebP or GIF image', {
          picture: 'The file is not a picture we can read: upload a JPEG, PNG, WebP or GIF image',
        }),
        ok(details({ image: '/api/v1/profile/pictures/uabc-256.webp', avatar: null })),
      ],
      'PUT v1/profile/avatar': [ok(details({ avatar: 5, image: '/api/v1/profile/avatars/avatar-5.svg' }))],
    });
    renderWithAuth(<ProfileEditPage />, { path: '/profile/edit', auth: signedIn() });
    const file = await screen.findByLabelText('Upload a picture');
    await userEvent.upload(file, new File(['not really'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a picture we can read');
    await userEvent.upload(file, new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(screen.getByAltText('Your picture')).toHaveAttribute(
        'src',
        '/api/v1/profile/pictures/uabc-256.webp',
      ),
    );
    expect(server.callsTo('PUT v1/profile/picture')[1]!.headers['Content-Type']).toBe('image/jpeg');

    const avatars = screen.getByRole('group', { name: 'Default avatars' });
    expect(within(avatars).getAllByRole('button')).toHaveLength(12);
    await userEvent.click(within(avatars).getByRole('button', { name: 'Avatar 5' }));
    await waitFor(() =>
      expect(within(avatars).getByRole('button', { name: 'Avatar 5' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(server.callsTo('PUT v1/profile/avatar')[0]!.body).toEqual({ avatar: 5 });
  });
});

describe('/profile/setup', { timeout: 20_000 }, () => {
  it('can be skipped, and then goes on to where the learner was going', async () => {
    const server = fakeApi({
      'GET v1/profile/edit': [ok(details())],
      'POST v1/profile/setup/skip': [ok(details({ setup_done: true }))],
    });
    const { router } = renderWithAuth(<ProfileSetupPage />, {
      path: '/profile/setup?redirect=%2Fproblems',
      auth: signedIn(),
    });
    expect(await screen.findByRole('heading', { name: 'Set up your profile' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/problems'));
    expect(server.callsTo('POST v1/profile/setup/skip')).toHaveLength(1);
  });

  it('saving marks the setup done and continues', async () => {
    const server = fakeApi({ 'GET v1/profile/edit': [ok(details())], 'PATCH v1/profile': saved });
    const { router } = renderWithAuth(<ProfileSetupPage />, { path: '/profile/setup', auth: signedIn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(server.callsTo('PATCH v1/profile')[0]!.body).toMatchObject({ complete_setup: true });
  });
});
