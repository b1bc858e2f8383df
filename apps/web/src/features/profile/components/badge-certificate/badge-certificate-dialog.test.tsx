import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../../lib/request/api-client.ts';
import { signedIn } from '../../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderWithAuth } from '../../../../test/render-auth.tsx';
import { BadgeList } from '../badge-list.tsx';

const badge = (over: Record<string, unknown>) => ({
  entity_slug: null,
  type: 1,
  contest_rank: null,
  acknowledged: true,
  awarded_at: '2026-03-01T00:00:00Z',
  ...over,
});
const BADGES = ok({
  badges: [
    badge({
      user_badge_level_id: 11,
      badge_level_id: 3,
      entity_type: 'PracticeTopic',
      entity_id: 'arrays',
      entity_name: 'Arrays',
      level: 2,
      tier: 'Specialist',
      badge_level_order: 1,
    }),
    badge({
      user_badge_level_id: 12,
      badge_level_id: 9,
      entity_type: 'ContestRound',
      entity_id: 'wc-4',
      entity_name: 'Weekly Contest 4',
      level: 3,
      tier: 'Master',
      badge_level_order: 2,
      contest_rank: 3,
    }),
  ],
});
const IMAGE = (id: number) => `/api/v3/badges/certificates/${id}.png?s=abcdefghijklmnopqrstuv`;

afterEach(() => vi.unstubAllGlobals());

function renderList(certificate = (id: number) => ok({ certificate_image: IMAGE(id) })) {
  apiClient.cache.clear();
  const open = vi.fn();
  vi.stubGlobal('open', open);
  const api = fakeApi({
    'GET v3/badges': [BADGES],
    'GET v3/badges/certificate': (call) => certificate(call.query.get('entity_id') === 'arrays' ? 11 : 12),
  });
  renderWithAuth(<BadgeList viewer={7} />, { auth: signedIn() });
  return { api, open };
}

describe('badge certificate view', () => {
  it("shows the clicked badge's certificate PNG with a download link and the share panel (first badge)", async () => {
    const { api, open } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: /Arrays/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Arrays · Specialist' });
    const image = await within(dialog).findByRole('img', { name: 'Certificate: Arrays · Specialist' });
    expect(image).toHaveAttribute('src', `${window.location.origin}${IMAGE(11)}`);
    expect(api.callsTo('GET v3/badges/certificate')[0]!.query.toString()).toBe(
      'entity_type=PracticeTopic&entity_id=arrays&badge_level_id=3',
    );
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', `${window.location.origin}${IMAGE(11)}`);
    expect(download).toHaveAttribute('download', 'badge-11.png');

    const panel = within(dialog).getByRole('region', { name: 'Share your achievements on' });
    expect(panel).toHaveAttribute('data-card-type', 'topic');
    fireEvent.click(within(panel).getByRole('button', { name: 'LinkedIn' }));
    const shared = new URL(new URL(open.mock.calls[0]![0] as string).searchParams.get('url')!);
    expect(shared.pathname).toBe('/api/v3/badges/certificates/11.png');
    expect(shared.searchParams.get('s')).toBe('abcdefghijklmnopqrstuv');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no share for a badge other than the first, and asks with the contest rank', async () => {
    const { api } = renderList();
    fireEvent.click(await screen.findByRole('button', { name: /Weekly Contest 4/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly Contest 4 · Master' });
    await within(dialog).findByRole('img');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    expect(api.callsTo('GET v3/badges/certificate')[0]!.query.get('contest_rank')).toBe('3');
  });

  it('falls back to the default image with no error text when the certificate cannot be loaded, and tries again', async () => {
    let answer = fail(404, 404, 'No such badge');
    renderList(() => answer);
    fireEvent.click(await screen.findByRole('button', { name: /Arrays/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('share-image-fallback')).toBeInTheDocument();
    expect(within(dialog).queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    answer = ok({ certificate_image: IMAGE(11) });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('img', { name: /^Certificate/ })).toBeInTheDocument();
  });
});
