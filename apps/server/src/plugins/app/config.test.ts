import { JUDGE_ENV_VARS } from '@katana/judge';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, ENV_VARS, envSchema, envVarsMarkdownTable, loadConfig } from './config.ts';
import { REPO_ROOT } from './repo-root.ts';

describe('loadConfig', () => {
  it('applies the defaults, resolving folders from the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'production',
      devRoutes: false,
      dataDir: join(REPO_ROOT, 'data'),
      webDistDir: join(REPO_ROOT, 'apps/web/dist'),
      databaseUrl: undefined,
      redisUrl: undefined,
      brandName: 'Katana',
      logLevel: 'info',
      trustProxy: false,
      corsOrigins: undefined,
      publicUrl: undefined,
    });
    expect(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).toContain('"workspaces"');
  });

  it('parses every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/katana',
      DATABASE_URL: 'postgres://k:pw@db:5432/katana',
      REDIS_URL: 'redis://cache:6379',
      BRAND_NAME: ' Acme ',
      TRUST_PROXY: '2',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      PUBLIC_URL: 'https://katana.example.org/',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/katana',
      databaseUrl: 'postgres://k:pw@db:5432/katana',
      redisUrl: 'redis://cache:6379',
      brandName: 'Acme',
      trustProxy: 2,
      corsOrigins: ['https://a.example', 'https://b.example'],
      publicUrl: 'https://katana.example.org',
      nodeEnv: 'production',
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names each invalid variable without echoing its value', () => {
    const secret = 'mysql://root:s3cr3t-value@db/katana';
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: secret, LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/PORT: /);
    expect(message).toMatch(/DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//);
    expect(message).toMatch(/LOG_LEVEL: /);
    expect(message).not.toContain('s3cr3t');
    expect(message).not.toContain('eighty');
  });
});

describe('loadConfig: dev-only routes', () => {
  it('starts production-safe when NODE_ENV is unset: no dev tools', () => {
    expect(loadConfig({})).toMatchObject({ nodeEnv: 'production', devRoutes: false });
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(false);
  });

  it('turns the dev tools on under NODE_ENV=test or with KATANA_DEV_ROUTES=true', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(true);
    expect(loadConfig({ KATANA_DEV_ROUTES: 'true' })).toMatchObject({ nodeEnv: 'production', devRoutes: true });
    expect(loadConfig({ NODE_ENV: 'test', KATANA_DEV_ROUTES: 'false' }).devRoutes).toBe(true);
    expect(() => loadConfig({ KATANA_DEV_ROUTES: 'yes' })).toThrow(/KATANA_DEV_ROUTES: /);
  });
});

describe('loadConfig: contest rating', () => {
  it('is on and sweeps every minute by default, never on its own under tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).contestRating).toEqual({
      enabled: true,
      sweepIntervalMs: 60_000,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).contestRating).toEqual({ enabled: true, sweepIntervalMs: 0 });
  });

  it('reads CONTEST_RATING_ENABLED and CONTEST_RATING_SWEEP_SECONDS', () => {
    expect(
      loadConfig({ CONTEST_RATING_ENABLED: 'false', CONTEST_RATING_SWEEP_SECONDS: '5' }).contestRating,
    ).toEqual({ enabled: false, sweepIntervalMs: 5000 });
    expect(loadConfig({ CONTEST_RATING_ENABLED: '0' }).contestRating.enabled).toBe(false);
    expect(loadConfig({ CONTEST_RATING_ENABLED: '1' }).contestRating.enabled).toBe(true);
    expect(loadConfig({ CONTEST_RATING_SWEEP_SECONDS: '0' }).contestRating.sweepIntervalMs).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'test', CONTEST_RATING_SWEEP_SECONDS: '2' }).contestRating.sweepIntervalMs,
    ).toBe(2000);
    expect(loadConfig({ CONTEST_RATING_SWEEP_SECONDS: '' }).contestRating.sweepIntervalMs).toBe(60_000);
  });

  it('refuses values it cannot read, naming the variable', () => {
    for (const env of [
      { CONTEST_RATING_ENABLED: 'maybe' },
      { CONTEST_RATING_SWEEP_SECONDS: '-1' },
      { CONTEST_RATING_SWEEP_SECONDS: '1.5' },
      { CONTEST_RATING_SWEEP_SECONDS: 'soon' },
      { CONTEST_RATING_SWEEP_SECONDS: '86401' },
    ]) {
      const name = Object.keys(env)[0]!;
      expect(() => loadConfig(env), name).toThrow(new RegExp(`${name}: `));
    }
  });
});

describe('ENV_VARS', () => {
  it('documents exactly the variables loadConfig reads, plus those of the judge', () => {
    const names = ENV_VARS.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    const judgeNames = new Set(JUDGE_ENV_VARS.map((v) => v.name));
    expect(Object.keys(envSchema.shape).sort()).toEqual(names.filter((n) => !judgeNames.has(n)).sort());
    expect(names).toEqual(expect.arrayContaining([...judgeNames]));
    expect(names).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'REDIS_URL', 'BRAND_NAME', 'WEB_DIST_DIR']),
    );
    expect(envVarsMarkdownTable().split('\n')).toHaveLength(names.length + 2);
    expect(envVarsMarkdownTable()).toContain('| `PORT` | `3000` | HTTP port. |');
  });
});
