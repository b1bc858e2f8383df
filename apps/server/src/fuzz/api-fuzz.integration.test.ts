/**
 * The fuzz pass of issue #12: every operation of /api/docs/json, fed malformed input anonymously and as a signed-in
 * learner, answers below 500 and, on /api, in the envelope; and nothing a learner typed (MARKER) reaches the log.
 * FUZZ_SEED picks another selection of cases, FUZZ_MAX_CASES=100000 sends every case (minutes, not seconds).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../test/auth-helpers.ts';
import { createFuzzApp, type FuzzApp } from './fuzz-app.test-support.ts';
import {
  MARKER,
  casesFor,
  operationsOf,
  seededRandom,
  type FuzzRequest,
  type Operation,
} from './openapi-cases.test-support.ts';
import { envelopeProblem } from './envelope-check.test-support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20_120_012);
const MAX_CASES = process.env.FUZZ_MAX_CASES ? Number(process.env.FUZZ_MAX_CASES) : undefined;

let f: FuzzApp;
let operations: Operation[];

beforeAll(async () => {
  f = await createFuzzApp();
  const doc = await f.t.app.inject({ url: '/api/docs/json' });
  operations = operationsOf(doc.json());
});
afterAll(async () => {
  await f?.close();
});

async function send(req: FuzzRequest, session: Record<string, string>): Promise<string | undefined> {
  const headers: Record<string, string> = { ...session };
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) delete headers[k];
    else headers[k] = v;
  }
  const res = await f.t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers,
    ...(req.payload === undefined ? {} : { payload: req.payload }),
    // A fresh address per request: the per-address rate limits would otherwise answer 429 to most of the pass.
    remoteAddress: freshIp(),
  });
  const problem = envelopeProblem(req.url, res);
  return problem && `${req.label} -> ${problem}${loggedError(String(res.headers['x-request-id']))}`;
}

/** The logged error of a failed request, so a failure names its cause. */
function loggedError(reqId: string): string {
  const line = f.logLines.find((l) => l.includes(reqId) && l.includes('"level":50'));
  if (!line) return '';
  const { err } = JSON.parse(line) as { err?: { type?: string; message?: string } };
  return ` [${err?.type}: ${err?.message?.slice(0, 300)}]`;
}

async function pass(maxCases: number, session: (op: Operation) => Promise<Record<string, string>>) {
  const random = seededRandom(SEED);
  maxCases = MAX_CASES ?? maxCases;
  const failures: string[] = [];
  let sent = 0;
  for (const op of operations) {
    const headers = await session(op);
    for (const req of casesFor(op, { baseline: f.baseline, random, maxCases })) {
      // A logout ends the session it runs in; give each of its cases a live one.
      const live = /logout/.test(op.path) && Object.keys(headers).length ? await f.freshSession() : headers;
      const problem = await send(req, live);
      sent++;
      if (problem) failures.push(problem);
    }
  }
  return { failures, sent };
}

describe('fuzz pass over every API operation', () => {
  it('reads the operations from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers malformed input from an anonymous caller with a 4xx envelope, never a 5xx', async () => {
    const { failures, sent } = await pass(24, async () => ({}));
    expect(sent).toBeGreaterThan(operations.length * 10);
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers malformed input from a signed-in learner with a 4xx envelope, never a 5xx', async () => {
    const { failures, sent } = await pass(48, async () => f.signedIn());
    expect(sent).toBeGreaterThan(operations.length * 20);
    expect(failures).toEqual([]);
  }, 240_000);

  it('keeps everything the learner typed out of the log', () => {
    expect(f.logLines.length).toBeGreaterThan(0);
    const leaked = f.logLines.filter((line) => line.includes(MARKER)).map((line) => line.slice(0, 400));
    expect(leaked).toEqual([]);
  });
});
