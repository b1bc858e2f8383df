/**
 * The fuzz pass below Fastify: bytes on a socket to a listening server, for what app.inject() cannot send -- an
 * oversized header, a malformed request line, raw NUL bytes, a malformed percent-encoding, an absurdly long URL,
 * broken chunked encoding, no Host. Every answer is below 500, on /api in the envelope, and the log keeps none of
 * the bytes sent.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../plugins/app/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { envelopeProblem } from './envelope-check.test-support.ts';
import { MARKER } from './openapi-cases.test-support.ts';
import { linesStream } from '../test/lines-stream.ts';

let t: TestApp;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = linesStream(logLines);
  t = await createTestApp({}, { logger: loggerOptions({ logLevel: 'trace', nodeEnv: 'test' }, stream) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t.close();
});

interface RawAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes the bytes, reads until the server closes (or has sent a complete answer), parses the first response. */
function raw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      const statusCode = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
      resolve({ statusCode, headers, body: rest.join('\r\n\r\n') });
    };
    socket.setTimeout(5000, done);
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      const text = Buffer.concat(chunks).toString('utf8');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      const bodyStart = text.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(text.slice(bodyStart + 4)) >= Number(length)) done();
    });
    socket.on('end', done);
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? done() : reject(err)));
    socket.write(request);
  });
}

const get = (target: string, headers = 'Host: localhost\r\n') => `GET ${target} HTTP/1.1\r\n${headers}\r\n`;

describe('raw HTTP against a listening server', () => {
  const cases: [name: string, request: string | Buffer, apiPath: string, status?: number][] = [
    [
      'an oversized header',
      get('/api/health', `Host: localhost\r\nX-Big: ${MARKER}${'a'.repeat(20_000)}\r\n`),
      '/api/health',
      431,
    ],
    ['an absurdly long URL', get(`/api/v1/problems/${MARKER}${'a'.repeat(100_000)}`), '/api/x', 431],
    ['a long path parameter (GET)', get(`/api/v1/problems/${MARKER}${'a'.repeat(8000)}`), '/api/x'],
    [
      'a long path parameter (POST)',
      `POST /api/v1/problems/${MARKER}${'a'.repeat(8000)}/rating HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`,
      '/api/x',
    ],
    ['a malformed request line', `GARBAGE ${MARKER}\r\n\r\n`, '/api/x', 400],
    ['an unknown method', `FROB /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`, '/api/x', 400],
    ['a malformed percent-encoding', get(`/api/v1/problems/%ZZ${MARKER}`), '/api/x', 400],
    ['an encoded NUL in the path', get(`/api/v1/problems/${MARKER}%00`), '/api/x', 422],
    ['an encoded NUL in the query', get(`/api/v1/problems?search=${MARKER}%00`), '/api/x', 422],
    ['a raw NUL in the path', Buffer.from(get(`/api/v1/problems/${MARKER}\u0000`)), '/api/x', 400],
    [
      'a raw NUL in a header',
      Buffer.from(get('/api/health', `Host: localhost\r\nX-A: ${MARKER}\u0000\r\n`)),
      '/api/x',
      400,
    ],
    [
      'broken chunked encoding',
      `POST /api/v2/users/email_login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ${MARKER}\r\n\r\n`,
      '/api/x',
      400,
    ],
    [
      'both Content-Length and chunked',
      `POST /api/v2/users/email_login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      '/api/x',
      400,
    ],
    ['no Host header', `GET /api/health HTTP/1.1\r\n\r\n`, '/api/x', 400],
    // Servers must accept the absolute form (RFC 9112 §3.2.2); it names our /api/health.
    ['an absolute-form target', get(`http://${MARKER}.example/api/health`), '/api/health', 200],
    // Not an /api path: the not-found page may answer.
    ['an asterisk target', get('*'), '*', 404],
  ];

  it.each(cases)('answers %s below 500, in the envelope', async (_name, request, apiPath, status) => {
    const res = await raw(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(500);
    if (status) expect(res.statusCode).toBe(status);
    expect(envelopeProblem(apiPath, res)).toBeUndefined();
  });

  it('answers a page URL that does not decode with the not-found page', async () => {
    for (const target of ['/problems/%ZZ', `/problems/${MARKER}%00`, '/contests/%E0%A4%A']) {
      const res = await raw(get(target));
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('keeps none of the bytes sent in the log', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(MARKER))).toEqual([]);
  });
});
