import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExperienceBody } from '@katana/shared/api/interview-experiences';
import { ApiRequestError } from '../../../lib/request/api-query.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { emptyForm, ExperienceForm } from './experience-form.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm(onSave: (body: ExperienceBody) => Promise<ApiRequestError | null>) {
  fakeApi({});
  return renderWithAuth(<ExperienceForm initial={emptyForm()} saving={false} onSave={onSave} />, {
    path: '/interview-experiences/write',
    auth: signedIn(),
  });
}

// Typing into several fields takes a few seconds on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ExperienceForm', () => {
  it('checks the whole experience and the human check before submitting, as the server does', async () => {
    const onSave = vi.fn(async () => null);
    renderForm(onSave);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'N');
    await userEvent.type(screen.getByRole('textbox', { name: /Round 1 questions/ }), 'too short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the fields marked below.');
    expect(screen.getByText('Enter the company name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the role you interviewed for.')).toBeInTheDocument();
    expect(screen.getByText('Choose the outcome.')).toBeInTheDocument();
    expect(screen.getAllByText('Pick the interview date.').length).toBeGreaterThan(0);
    expect(screen.getByText('Describe round 1 in at least 20 characters.')).toBeInTheDocument();
    expect(screen.getByText(/Please confirm you are human/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a draft with the company and role only, with rounds and linked problems as typed', async () => {
    const onSave = vi.fn(async (_body: ExperienceBody) => null);
    renderForm(onSave);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'Northwind');
    await userEvent.type(screen.getByRole('textbox', { name: 'Role' }), 'SDE 1');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Round 1 problems/ }),
      'gift-pair-budget, anagram-shelves',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a round' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Round 2 type' }), 'hr');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const body = onSave.mock.calls[0]![0];
    expect(body).toMatchObject({ company: 'Northwind', role: 'SDE 1', submit: false });
    expect(body.rounds).toEqual([
      { name: '', kind: 'coding', questions: '', problem_slugs: ['gift-pair-budget', 'anagram-shelves'] },
      { name: '', kind: 'hr', questions: '', problem_slugs: [] },
    ]);
    expect(body).not.toHaveProperty('captcha_token');
  });

  it("shows the server's field errors beside the fields", async () => {
    const onSave = vi.fn(
      async () =>
        new ApiRequestError({
          code: 422,
          message: 'No problem with this link exists in the catalogue: nope',
          fields: { 'rounds.0.problem_slugs': 'No problem with this link exists in the catalogue: nope' },
        }),
    );
    renderForm(onSave);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'Northwind');
    await userEvent.type(screen.getByRole('textbox', { name: 'Role' }), 'SDE 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No problem with this link exists in the catalogue: nope',
    );
    expect(screen.getAllByText('No problem with this link exists in the catalogue: nope')).toHaveLength(2);
  });
});
