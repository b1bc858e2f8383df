import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
const NOT_FOUND_TITLE = '404 - That&#39;s an error. | Katana';

describe('server-rendered pages (built-in shell)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: 'https://katana.example.org/' },
      {
        register: (app) => {
          app.pageResolvers.register('problem', async ({ slug }) =>
            slug === 'two-sum'
              ? { title: 'Two Sum', description: 'Find two numbers.', keywords: 'array, hash' }
              : null,
          );
          app.pageResolvers.register('contest-detail', async () => {
            throw new Error('contest service down');
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers '/' with 200 and the home page's head", async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(titleOf(res.body)).toBe('Practice coding, prepare for interviews, get hired | Katana');
    expect(metaOf(res.body, 'robots')).toBe('index, follow');
    expect(res.body).toContain('<link rel="canonical" href="https://katana.example.org/" />');
    expect(res.body).toContain(
      '<meta property="og:title" content="Practice coding, prepare for interviews, get hired | Katana" />',
    );
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("answers '/problems' with the problems title and description", async () => {
    const res = await t.app.inject({ url: '/problems?page=2' });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Interview problems | Katana');
    expect(metaOf(res.body, 'description')).toMatch(/^Practise coding interview problems/);
    expect(res.body).toContain('href="https://katana.example.org/problems"');
  });

  it('answers an unknown path with 404, the not-found head and the error texts in #root', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe(NOT_FOUND_TITLE);
    expect(metaOf(res.body, 'robots')).toBe('noindex, nofollow');
    expect(res.body).toContain('<h1>404 - That&#39;s an error.</h1>');
    expect(res.body).toContain(
      '<p>But we&#39;re not ones to leave you hanging. Head to our homepage for a full catalog of awesome stuff.</p>',
    );
    expect(res.body).toContain('<a href="/">Go back to home</a>');
  });

  it("answers '/fourofour' with 404 and '/500' with 500 and their texts", async () => {
    const notFound = await t.app.inject({ url: '/fourofour' });
    expect(notFound.statusCode).toBe(404);
    expect(titleOf(notFound.body)).toBe(NOT_FOUND_TITLE);
    const serverError = await t.app.inject({ url: '/500' });
    expect(serverError.statusCode).toBe(500);
    expect(titleOf(serverError.body)).toBe('Oopps! Some thing went wrong! | Katana');
    expect(metaOf(serverError.body, 'robots')).toBe('noindex, nofollow');
    expect(serverError.body).toContain(
      '<p>Something went wrong at our end. Don&#39;t worry it&#39;s not you - It&#39;s us. Sorry about that.</p>',
    );
    expect(serverError.body).toContain('<a href="/">Go back to home</a>');
  });

  it('uses a registered resolver for entity pages: found -> its meta, null -> 404', async () => {
    const found = await t.app.inject({ url: '/problems/two-sum' });
    expect(found.statusCode).toBe(200);
    expect(titleOf(found.body)).toBe('Two Sum | Katana');
    expect(metaOf(found.body, 'description')).toBe('Find two numbers.');
    expect(metaOf(found.body, 'keywords')).toBe('array, hash');
    const missing = await t.app.inject({ url: '/problems/no-such-problem' });
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe(NOT_FOUND_TITLE);
  });

  it('answers /campus/public, which the web forwards to the public discussions, with 200: no college is named public', async () => {
    const res = await t.app.inject({ url: '/campus/public' });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Public discussions | Katana');
  });

  it('answers an unknown web project with the 404 page (the web-projects slice resolves the head)', async () => {
    const res = await t.app.inject({ url: '/web-development/spring-hackathon' });
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe(NOT_FOUND_TITLE);
  });

  it('answers the 500 page when a resolver fails', async () => {
    const res = await t.app.inject({ url: '/contests/weekly-1' });
    expect(res.statusCode).toBe(500);
    expect(titleOf(res.body)).toBe('Oopps! Some thing went wrong! | Katana');
    expect(res.body).not.toContain('contest service down');
  });

  it('keeps the guarded leaderboard pages out of search engines', async () => {
    for (const url of ['/home/leaderboard', '/home/leaderboards/campus', '/home/leaderboards/leagues']) {
      const res = await t.app.inject({ url });
      expect(metaOf(res.body, 'robots'), url).toBe('noindex, nofollow');
    }
  });

  it('gives each online compiler its own title', async () => {
    const res = await t.app.inject({ url: '/online-compiler/online-cpp-compiler' });
    expect(titleOf(res.body)).toBe('Online C++ Compiler | Katana');
  });

  it('escapes the requested path in the canonical link', async () => {
    const res = await t.app.inject({ url: '/%22%3E%3Cscript%3E' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/<script>/);
  });

  it('answers a missing asset with 404', async () => {
    expect((await t.app.inject({ url: '/assets/index-nope.js' })).statusCode).toBe(404);
  });
});

describe('BRAND_NAME', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BRAND_NAME: 'Acme' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts the configured brand in every title', async () => {
    expect(titleOf((await t.app.inject({ url: '/' })).body)).toBe(
      'Practice coding, prepare for interviews, get hired | Acme',
    );
    expect(titleOf((await t.app.inject({ url: '/nope' })).body)).toBe('404 - That&#39;s an error. | Acme');
    // The web app reads its brand from this tag at start.
    expect((await t.app.inject({ url: '/' })).body).toContain(
      '<meta name="katana-config" content="{&quot;brandName&quot;:&quot;Acme&quot;,&quot;partnerName&quot;:&quot;Partner&quot;}" />',
    );
    const auth = await t.app.inject({ url: '/policies' });
    expect(metaOf(auth.body, 'description')).toBe(
      'Terms of use, privacy policy and community guidelines of Acme.',
    );
  });
});

describe('server-rendered pages (built web app)', () => {
  let t: TestApp;
  let dist: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'katana-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Vite</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc.js'), bigScript);
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(join(dist, 'preview-frame.html'), '<!doctype html><script>/* frame */</script>');
    writeFileSync(join(tmpdir(), 'katana-outside.txt'), 'outside');
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves the build's index.html with the page head and its script", async () => {
    const res = await t.app.inject({ url: '/contests' });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Contests | Katana');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body).toContain('src="/assets/index-abc.js"');
  });

  it("sends the front-end Preview frame with its own sandboxing policy instead of the site's", async () => {
    const res = await t.app.inject({ url: '/preview-frame.html' });
    expect(res.statusCode).toBe(200);
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain('sandbox allow-scripts');
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("default-src 'none'");
    // Every other file keeps the site's policy, which allows no inline script.
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets cached for a year, compressed when asked', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/index-abc.js' });
    expect(plain.body).toBe(bigScript);
  });

  it('serves root files of the build but never index.html raw or files outside it', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\n');
    const index = await t.app.inject({ url: '/index.html' });
    expect(index.statusCode).toBe(404);
    expect(titleOf(index.body)).toBe(NOT_FOUND_TITLE);
    const escape = await t.app.inject({ url: '/..%2Fkatana-outside.txt' });
    expect(escape.body).not.toBe('outside');
  });
});

describe('the web app settings in the page (katana-config)', () => {
  const configOf = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    try {
      const res = await t.app.inject({ url: '/' });
      return JSON.parse((metaOf(res.body, 'katana-config') ?? '{}').replaceAll('&quot;', '"')) as Record<
        string,
        unknown
      >;
    } finally {
      await t.close();
    }
  };

  it('carries the brand and partner names, and the partner login mode only when PARTNER_LOGIN_MODE=true', async () => {
    expect(await configOf({ BRAND_NAME: 'Dojo', PARTNER_NAME: 'JobPortal' })).toEqual({
      brandName: 'Dojo',
      partnerName: 'JobPortal',
    });
    expect(await configOf({ PARTNER_LOGIN_MODE: 'true' })).toMatchObject({ partnerLoginMode: true });
  });
});
