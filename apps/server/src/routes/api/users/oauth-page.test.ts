import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendOAuthResultPage } from './oauth-page.ts';

describe('sendOAuthResultPage', () => {
  it('embeds provider-controlled text as inert JSON under a nonce CSP', async () => {
    const app = Fastify();
    app.get('/cb', (_req, reply) =>
      sendOAuthResultPage(
        reply,
        { type: 'katana-oauth', ok: false, code: 943, message: '</script><script>alert(1)</script>' },
        '/auth?x=<b>',
      ),
    );
    const res = await app.inject({ url: '/cb' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<b>');
    const json = /id="katana-oauth">([^<]*)</.exec(res.body)![1]!;
    expect(JSON.parse(json)).toEqual({
      message: { type: 'katana-oauth', ok: false, code: 943, message: '</script><script>alert(1)</script>' },
      redirect: '/auth?x=<b>',
    });
    const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain('postMessage(d.message,location.origin)');
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});
