import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pinoOptions, serializeError } from './logger.ts';
import { linesStream } from '../../test/lines-stream.ts';

/** A pino logger with our options whose lines land in an array. */
function capture() {
  const lines: string[] = [];
  const stream = linesStream(lines);
  return { log: pino(pinoOptions({ logLevel: 'trace' }), stream), lines };
}

/** What pg and PGlite throw: a message, a SQLSTATE, a severity, and the offending row in `detail`. */
function databaseError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it("logs a failed query's SQL but not its parameters (what the learner typed)", () => {
    const cause = databaseError('invalid byte sequence for encoding "UTF8": 0x00', {
      code: '22021',
      routine: 'report_invalid_encoding',
    });
    const err = new DrizzleQueryError(
      'insert into "edit_suggestions" ("suggestion") values ($1)',
      ['my secret suggestion'],
      cause,
    );
    const out = serializeError(err);
    const text = JSON.stringify(out);
    expect(text).not.toContain('my secret suggestion');
    expect(out.message).toBe('Failed query: insert into "edit_suggestions" ("suggestion") values ($1)');
    expect(out.stack).toMatch(/^Error: Failed query: insert/);
    expect(out.stack).toMatch(/\n\s+at /);
    expect(out.cause).toMatchObject({ code: '22021', routine: 'report_invalid_encoding' });
  });

  it('replaces the values PostgreSQL quotes in its messages and drops its detail', () => {
    const err = databaseError('invalid input syntax for type integer: "typed-by-a-learner"', {
      code: '22P02',
      detail: 'Key (email)=(ada@example.com) already exists.',
      where: "unnamed portal parameter $1 = 'typed-by-a-learner'",
    });
    const text = JSON.stringify(serializeError(err));
    expect(text).toContain('invalid input syntax for type integer: \\"[Redacted]\\"');
    expect(text).toContain('22P02');
    expect(text).not.toMatch(/typed-by-a-learner|ada@example\.com/);
  });

  it('keeps the message and stack of an ordinary error', () => {
    const out = serializeError(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(out).toMatchObject({
      type: 'TypeError',
      message: "Cannot read properties of undefined (reading 'id')",
    });
    expect(out.stack).toMatch(/^TypeError: Cannot read/);
  });

  it('keeps no field an error carries beyond those that describe the failure', () => {
    const err = Object.assign(new Error('boom'), {
      code: 'E_X',
      body: { code: 'print(secret)' },
      rawPacket: 'GET /?q=1',
    });
    const out = serializeError(err);
    expect(out.code).toBe('E_X');
    expect(JSON.stringify(out)).not.toMatch(/secret|rawPacket|GET \//);
  });
});

describe('request serializer', () => {
  it('logs the route pattern, not the URL with its path values and query string, and not the Host', () => {
    const { log, lines } = capture();
    log.info(
      {
        req: {
          method: 'GET',
          url: '/api/v1/problems/typed-slug?search=typed-words',
          host: 'typed-host.example',
          ip: '10.0.0.1',
          routeOptions: { url: '/api/v1/problems/:slug' },
        },
      },
      'incoming request',
    );
    const logged = JSON.parse(lines[0]!);
    expect(logged.req).toEqual({ method: 'GET', url: '/api/v1/problems/:slug', remoteAddress: '10.0.0.1' });
    expect(lines[0]).not.toMatch(/typed-/);
  });

  it('logs a page request by its page kind and an unrouted one without any URL', () => {
    const { log, lines } = capture();
    log.info(
      { req: { method: 'GET', url: '/problems/typed-slug?x=1', routeOptions: { url: '/*' } } },
      'page',
    );
    log.info(
      { req: { method: 'GET', url: '/api/%ZZtyped', is404: true, routeOptions: { url: '*' } } },
      'none',
    );
    expect(JSON.parse(lines[0]!).req).toMatchObject({ url: '/*', page: 'problem' });
    expect(JSON.parse(lines[1]!).req).toEqual({ method: 'GET' });
    expect(lines.join('')).not.toMatch(/typed/);
  });
});
