import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendOAuthResultPage } from './oauth-page.ts';

describe('sendOAuthResultPage', () => {
  it('embeds provider-controlled text as inert JSON under a nonce CSP', async () => {
    const app = Fastify();
    app.get('/cb', (_req, reply) =>
      sendOAuthResultPage(
        reply,
        'http://127.0.0.1:3000',
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
      redirect: '/auth?x=%3Cb%3E',
    });
    const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers['content-security-policy'] as string)![1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
    expect(res.body).toContain('postMessage(d.message,location.origin)');
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('follows only a page of this site, whatever path it is handed', async () => {
    const app = Fastify();
    app.get('/cb', (req, reply) =>
      sendOAuthResultPage(
        reply,
        'http://127.0.0.1:3000',
        { type: 'katana-oauth', ok: true, new_user: false },
        (req.query as { to: string }).to,
      ),
    );
    const redirectOf = async (to: string) => {
      const res = await app.inject({ url: '/cb', query: { to } });
      return JSON.parse(/id="katana-oauth">([^<]*)</.exec(res.body)![1]!).redirect;
    };
    expect(await redirectOf('/\\evil.example')).toBe('/');
    expect(await redirectOf('/\t/evil.example')).toBe('/');
    expect(await redirectOf('/problems?page=2')).toBe('/problems?page=2');
    await app.close();
  });
});
