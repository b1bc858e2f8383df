import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../../lib/request/api-client.ts';
import { signedIn } from '../../../../test/auth-fixtures.ts';
import { fail, fakeApi, ok } from '../../../../test/fake-api.ts';
import { renderWithAuth } from '../../../../test/render-auth.tsx';
import { RatingShareButton } from './rating-share-button.tsx';

const UUID = '3f2a9c1e-0000-4000-8000-000000000001';
const IMAGE_PATH = `/api/v3/contest_rating/image/${UUID}.png?s=sig123`;
const CONFIG = {
  title: 'My contest rating',
  text: 'My contest rating on Katana is 1618 after 3 contests, in the top 23% of learners.',
  description: 'Contest rating 1618 (Silver) after 3 contests, top 23%.',
  url: `https://katana.example/profile/${UUID}`,
  imageUrl: `https://katana.example${IMAGE_PATH}`,
  utm_medium: 'code360-social',
  utm_campaign: 'contest_rating_1618',
  uuid: UUID,
  redirect_to: 'Profile',
  contest_rating_image: `https://katana.example${IMAGE_PATH}`,
};

let naturalSize = { width: 1044, height: 584 };
/** jsdom decodes no images: the card's natural size is what the test says the browser decoded. */
function stubNaturalSize() {
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(() => naturalSize.width);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockImplementation(() => naturalSize.height);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  naturalSize = { width: 1044, height: 584 };
});

function renderButton(share = [ok(CONFIG)]) {
  apiClient.cache.clear();
  stubNaturalSize();
  const open = vi.fn();
  vi.stubGlobal('open', open);
  const api = fakeApi({ 'GET v3/contest_rating/share': share });
  renderWithAuth(<RatingShareButton version="1618-3" />, { auth: signedIn() });
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  const panel = screen.getByRole('region', { name: 'Share your contest rating' });
  return { api, open, panel };
}

describe('RatingShareButton', () => {
  it('keeps sharing disabled until the rating card has loaded, then previews it and shares the profile link', async () => {
    const { api, open, panel } = renderButton();
    expect(panel).toHaveAttribute('data-card-type', 'contest_rating');
    expect(within(panel).getByRole('button', { name: 'LinkedIn' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'More share options' })).toBeDisabled();
    expect(within(panel).getByRole('status')).toHaveTextContent('Generating your rating card…');

    const image = await within(panel).findByRole('img', { name: 'Your contest rating card', hidden: true });
    expect(image).toHaveAttribute('src', `${window.location.origin}${IMAGE_PATH}`);
    // Fetched, not loaded yet: still disabled and no download.
    expect(within(panel).getByRole('button', { name: 'LinkedIn' })).toBeDisabled();
    expect(within(panel).queryByRole('link', { name: 'Download image' })).not.toBeInTheDocument();
    expect(api.callsTo('GET v3/contest_rating/share')).toHaveLength(1);

    fireEvent.load(image);
    expect(within(panel).getByRole('button', { name: 'LinkedIn' })).toBeEnabled();
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Your contest rating card' })).toBeVisible();
    const download = within(panel).getByRole('link', { name: 'Download image' });
    expect(download).toHaveAttribute('href', `${window.location.origin}${IMAGE_PATH}`);
    expect(download).toHaveAttribute('download', 'contest-rating.png');

    fireEvent.click(within(panel).getByRole('button', { name: 'More share options' }));
    fireEvent.click(within(panel).getByRole('menuitem', { name: 'Facebook' }));
    const target = new URL(open.mock.calls[0]![0] as string);
    expect(target.host).toBe('www.facebook.com');
    expect(target.searchParams.get('quote')).toBe(CONFIG.text);
    const link = new URL(target.searchParams.get('u')!);
    expect(link.origin + link.pathname).toBe(CONFIG.url);
    expect(link.searchParams.get('utm_campaign')).toBe('contest_rating_1618');
    expect(link.searchParams.get('utm_medium')).toBe('code360-social');

    fireEvent.click(document.body);
    expect(screen.queryByRole('region', { name: 'Share your contest rating' })).not.toBeInTheDocument();
  });

  it('closes from its own Close button (phones, where the sheet covers Share)', () => {
    const { panel } = renderButton();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Share your contest rating' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not share a card that decoded to zero size', async () => {
    naturalSize = { width: 0, height: 0 };
    const { panel } = renderButton();
    fireEvent.load(await within(panel).findByRole('img', { name: 'Your contest rating card', hidden: true }));
    // The default image instead (spec 02 §8), and no error text.
    expect(within(panel).getByTestId('share-image-fallback')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'LinkedIn' })).toBeDisabled();
    expect(within(panel).queryByRole('link', { name: 'Download image' })).not.toBeInTheDocument();
  });

  it('falls back to the default image when the card fails to load, and loads it again on Try again', async () => {
    const { panel } = renderButton();
    fireEvent.error(
      await within(panel).findByRole('img', { name: 'Your contest rating card', hidden: true }),
    );
    expect(within(panel).getByTestId('share-image-fallback')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'LinkedIn' })).toBeDisabled();

    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(within(panel).getByRole('status')).toBeInTheDocument();
    fireEvent.load(within(panel).getByRole('img', { name: 'Your contest rating card', hidden: true }));
    expect(within(panel).getByRole('button', { name: 'LinkedIn' })).toBeEnabled();
  });

  it('shows the default image, no error text and no retry when there is nothing to share', async () => {
    const { panel } = renderButton([fail(404, 404, 'There is no contest rating to share yet.')]);
    expect(await within(panel).findByTestId('share-image-fallback')).toBeInTheDocument();
    expect(within(panel).queryByText('There is no contest rating to share yet.')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('img', { name: 'Your contest rating card', hidden: true }),
    ).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
  });
});
