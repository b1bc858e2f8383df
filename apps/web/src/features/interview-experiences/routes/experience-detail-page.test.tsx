import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithAuth } from '../../../test/render-auth.tsx';
import { detail } from '../testing/experience-fixtures.ts';
import { ExperienceDetailPage } from './experience-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const slug = 'northwind-backend-engineer-interview-experience-abc123';
const route = `GET v1/interview-experiences/${slug}`;
const render = (auth = signedIn()) =>
  renderWithAuth(<ExperienceDetailPage params={{ slug }} />, {
    path: `/interview-experiences/${slug}`,
    auth,
  });

describe('/interview-experiences/:slug', () => {
  it('shows the rounds, the questions and linked problems that carry the submission source', async () => {
    fakeApi({ [route]: [ok(detail())] });
    render();
    expect(
      await screen.findByRole('heading', { name: 'Northwind interview experience' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Round 1: Online test' })).toBeInTheDocument();
    expect(screen.getByText('Find pairs of gifts within a budget.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gift pair budget' })).toHaveAttribute(
      'href',
      `/problems/gift-pair-budget?interview_experience=${slug}`,
    );
    expect(screen.getByText('Selected')).toBeInTheDocument();
    expect(screen.getByText(/By Grace Hopper · Computer Science · Test College/)).toBeInTheDocument();
    expect(screen.getByText('12 Sep 2025')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('labels demo samples', async () => {
    fakeApi({ [route]: [ok(detail({ is_demo: true, company: 'Example Corp (demo)' }))] });
    render();
    expect(await screen.findByRole('note')).toHaveTextContent('Demo content');
  });

  it('tells the author why it was not approved, and lets them edit or delete it', async () => {
    const { callsTo } = fakeApi({
      [route]: [
        ok(detail({ status: 'rejected', rejection_reason: 'Please add the questions.', can_edit: true })),
      ],
      [`DELETE v1/interview-experiences/${slug}`]: [
        ok({ deleted: true, message: 'Your interview experience was deleted.' }),
      ],
    });
    const { router } = render();
    expect(await screen.findByRole('status')).toHaveTextContent('Not approved: Please add the questions.');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/interview-experiences/${slug}/edit`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/interview-experiences/mine'));
    expect(callsTo(`DELETE v1/interview-experiences/${slug}`)).toHaveLength(1);
  });

  it('lets a moderator approve a pending one, and asks for a reason to reject', async () => {
    const { callsTo } = fakeApi({
      [route]: [ok(detail({ status: 'pending', can_moderate: true }))],
      [`POST v1/interview-experiences/${slug}/review`]: [ok(detail({ message: 'Approved and published.' }))],
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tell the author why');
    expect(callsTo(`POST v1/interview-experiences/${slug}/review`)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() =>
      expect(callsTo(`POST v1/interview-experiences/${slug}/review`)[0]?.body).toEqual({
        decision: 'approve',
        reason: '',
      }),
    );
  });

  it('sends an unknown or unpublished experience to the 404 page', async () => {
    fakeApi({
      [route]: [fail(404, 404, 'This interview experience does not exist or is not published yet.')],
    });
    const { router } = render();
    await waitFor(() => expect(router.state.location.pathname).toBe('/fourofour'));
  });
});
