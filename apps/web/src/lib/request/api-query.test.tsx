import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorEnvelope, fakeFetch, okEnvelope, type FakeAnswer } from '../../test/fake-fetch.ts';
import { ApiRequestError, apiMutationFn, toRemoteResult, unwrap, useApiResult } from './api-query.ts';
import { createRequestClient, type RequestClient } from './request-client.ts';

function Problems({ client }: { client: RequestClient }) {
  const result = useApiResult<{ name: string }[]>('v2/problems', { client, params: { page: 1 } });
  if (result.state === 'loading') return <p>Loading problems</p>;
  if (result.state === 'error') return <p role="alert">Error {result.error.code}: {result.error.message}</p>;
  return (
    <ul>
      {result.data.map((p) => (
        <li key={p.name}>{p.name}</li>
      ))}
    </ul>
  );
}

function renderWith(answer: FakeAnswer) {
  const net = fakeFetch(answer);
  const client = createRequestClient({ baseUrl: '/api', fetch: net.fetch, sessionHooks: { redirect: () => {} } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Problems client={client} />
    </QueryClientProvider>,
  );
  return net;
}

describe('useApiResult', () => {
  it('shows loading, then the data of a successful call', async () => {
    const net = renderWith(okEnvelope([{ name: 'Two Sum' }, { name: 'Valid Parentheses' }]));
    expect(screen.getByText('Loading problems')).toBeInTheDocument();
    expect(await screen.findByText('Two Sum')).toBeInTheDocument();
    expect(screen.getByText('Valid Parentheses')).toBeInTheDocument();
    expect(net.calls[0]?.url).toBe('/api/v2/problems?page=1');
  });

  it('shows the catalogue error of a failed call', async () => {
    renderWith(errorEnvelope(404, 404, 'Problem not found'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error 404: Problem not found');
  });

  it('reports a network failure as error 503', async () => {
    renderWith({ networkError: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error 503: Network error.');
  });
});

describe('unwrap and toRemoteResult', () => {
  it('throws an ApiRequestError carrying code, status and fields', () => {
    const error = { code: 422, message: 'Invalid', status: 422, fields: { email: 'bad' } };
    expect(() => unwrap({ ok: false, error })).toThrow(ApiRequestError);
    try {
      unwrap({ ok: false, error });
    } catch (e) {
      expect(toRemoteResult({ status: 'error', data: undefined, error: e })).toEqual({ state: 'error', error });
    }
  });

  it('maps errors that did not come from the request layer to the internal server error', () => {
    expect(toRemoteResult({ status: 'error', data: undefined, error: new Error('boom') })).toEqual({
      state: 'error',
      error: { code: 501, message: 'Internal Server Error.' },
    });
  });
});

describe('apiMutationFn', () => {
  it('sends the body with the method and resolves with the data', async () => {
    const net = fakeFetch(okEnvelope({ saved: true }));
    const client = createRequestClient({ baseUrl: '/api', fetch: net.fetch });
    const save = apiMutationFn<{ id: number }, { saved: boolean }>('PUT', (b) => `v2/items/${b.id}`, { client });
    await expect(save({ id: 4 })).resolves.toEqual({ saved: true });
    expect(net.calls[0]).toMatchObject({ url: '/api/v2/items/4', init: { method: 'PUT', body: '{"id":4}' } });
  });
});
