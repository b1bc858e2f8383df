import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/request/api-client.ts';
import { renderApp } from '../testing/render-app.tsx';

describe('loading bar', () => {
  it('is on while any call is in flight and off when all have settled', async () => {
    renderApp('/');
    const bar = await screen.findByTestId('loading-bar');
    expect(bar).toHaveAttribute('data-active', 'false');
    let endFirst = () => {};
    let endSecond = () => {};
    act(() => {
      endFirst = apiClient.inFlight.start();
      endSecond = apiClient.inFlight.start();
    });
    expect(bar).toHaveAttribute('data-active', 'true');
    act(() => endFirst());
    expect(bar).toHaveAttribute('data-active', 'true');
    act(() => endSecond());
    expect(bar).toHaveAttribute('data-active', 'false');
  });
});

describe('header height', () => {
  it('reserves 56px under a shown header and none when hidden', async () => {
    const shown = renderApp('/problems');
    const main = await screen.findByRole('main', { hidden: true });
    expect(main.parentElement).toHaveStyle({ '--header-height': '56px' });
    shown.unmount();
    renderApp('/problems/two-sum');
    expect((await screen.findByRole('main', { hidden: true })).parentElement).toHaveStyle({
      '--header-height': '0px',
    });
  });
});
