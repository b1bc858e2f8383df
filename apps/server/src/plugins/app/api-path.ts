/** Whether a request URL belongs to the JSON API (envelopes, rate limits) rather than to the web app's pages. */
export const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
