/**
 * The judge API through the real app: the plugin's in-process queue and the real bubblewrap sandbox (this suite
 * needs what the judge needs: root, bwrap, g++ and python3).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_SOURCE_MAX_BYTES, JUDGE_STDIN_MAX_BYTES } from '@katana/shared/api/judge';
import { COMPILER_LANGUAGES } from '@katana/shared/routes';
import type { JudgeProgress } from '@katana/judge';
import type { TestApp } from '../test/test-app.ts';
import { signUp } from '../test/auth-helpers.ts';
import { createJudgeTestApp } from './judge-test-app.test-support.ts';

const CPP_SUM = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';

describe('/api/v1/judge with the real sandbox', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createJudgeTestApp({}, { concurrency: 2 });
    authorization = `Token ${(await signUp(t.app)).session.token}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const run = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/judge/run', headers: { authorization }, payload: body });

  describe('GET /api/v1/judge/languages', () => {
    it('lists every compiler language with its availability, and the reason when unavailable', async () => {
      const res = await t.app.inject({ url: '/api/v1/judge/languages' });
      expect(res.statusCode).toBe(200);
      const languages: Array<{ key: string; available: boolean; reason?: string; kind: string }> =
        res.json().data.languages;
      expect(languages.map((l) => l.key)).toEqual(expect.arrayContaining([...COMPILER_LANGUAGES]));
      const cpp = languages.find((l) => l.key === 'cpp');
      expect(cpp).toMatchObject({
        available: true,
        kind: 'program',
        compiled: true,
        source_file_name: 'main.cpp',
      });
      expect(cpp).not.toHaveProperty('reason');
      for (const language of languages) {
        if (!language.available) expect(language.reason, language.key).toMatch(/\S/);
      }
      expect(languages.find((l) => l.key === 'psql')?.kind).toBe('sql');
    });
  });

  describe('POST /api/v1/judge/run', () => {
    it('asks for sign-in first (401, code 101)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/judge/run',
        payload: { language: 'c', source: 'x' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe(101);
    });

    it('compiles and runs C++ on the given stdin and returns its output and measurements', async () => {
      const res = await run({ language: 'cpp', source: CPP_SUM, stdin: '40 2\n' });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        language: 'cpp',
        verdict: 'CORRECT_ANSWER',
        status: 'MATCH',
        compile: { ok: true },
        limits: { time_limit_s: 2, memory_limit_mb: 256 },
      });
      expect(data.run).toMatchObject({
        outcome: 'OK',
        exit_code: 0,
        signal: null,
        stdout: '42\n',
        truncated: false,
      });
      expect(data.run.peak_memory_kb).toBeGreaterThan(0);
      expect(data.run.wall_time_ms).toBeGreaterThan(0);
    });

    it('reports the stages of the job to a subscriber: started, then executed with the case status', async () => {
      const events: JudgeProgress[] = [];
      const original = t.app.judge.enqueue.bind(t.app.judge);
      let unsubscribe = () => {};
      t.app.judge.enqueue = async (data, opts) => {
        if (opts.id) unsubscribe = t.app.judge.subscribe(opts.id, { progress: (e) => events.push(e) });
        return original(data, opts);
      };
      try {
        const res = await run({ language: 'python', source: 'print(input()[::-1])\n', stdin: 'abc\n' });
        expect(res.json().data.run.stdout).toBe('cba\n');
      } finally {
        t.app.judge.enqueue = original;
        unsubscribe();
      }
      expect(events.map((e) => e.stage)).toEqual(['started', 'executed']);
      expect(events[1]).toMatchObject({ test: 1, tests: 1, status: 'MATCH' });
    });

    it('returns the compiler message and no run for a compilation error', async () => {
      const res = await run({ language: 'cpp', source: 'int main() { return x; }\n' });
      const data = res.json().data;
      expect(data.verdict).toBe('COMPILATION_ERROR');
      expect(data.compile.ok).toBe(false);
      expect(data.compile.message).toMatch(/.x. was not declared in this scope/);
      expect(data.run).toBeNull();
    });

    it('stops an endless loop at the requested time limit', async () => {
      const res = await run({ language: 'c', source: 'int main(void){ for(;;); }\n', time_limit_s: 0.5 });
      const data = res.json().data;
      expect(data.verdict).toBe('TIME_LIMIT_EXCEEDED');
      expect(data.run.outcome).toBe('TIME_LIMIT');
      expect(data.limits.time_limit_s).toBe(0.5);
    });

    it('gives the runtime error text from stderr', async () => {
      const res = await run({ language: 'python', source: 'print(1 // 0)\n' });
      const data = res.json().data;
      expect(data.verdict).toBe('RUNTIME_ERROR');
      expect(data.run.stderr).toMatch(/ZeroDivisionError/);
    });

    it('runs an SQL script in a throw-away database and shows the last result as a table', async () => {
      const res = await run({
        language: 'psql',
        source: 'create table t (x int); insert into t values (1), (2); select sum(x) as total from t;',
      });
      const data = res.json().data;
      expect(data).toMatchObject({ verdict: 'CORRECT_ANSWER', run: { outcome: 'OK', cpu_time_ms: null } });
      expect(data.run.stdout).toMatch(/\| total \|\n\+-+\+\n\| 3 +\|/);

      const broken = (await run({ language: 'psql', source: 'select * from missing_table;' })).json().data;
      expect(broken).toMatchObject({ verdict: 'ERROR', status: 'ERROR', run: { outcome: 'QUERY_ERROR' } });
      expect(broken.run.stderr).toMatch(/missing_table/);
    });

    it('answers 422 with field messages for an unknown language and oversized source or stdin', async () => {
      const unknown = await run({ language: 'cobol', source: 'x' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().error.fields).toEqual({ language: 'Unknown language.' });

      const bigSource = await run({ language: 'cpp', source: `//${'x'.repeat(JUDGE_SOURCE_MAX_BYTES)}` });
      expect(bigSource.statusCode).toBe(422);
      expect(bigSource.json().error.fields).toEqual({ source: 'The code is larger than 64 KB.' });

      const bigStdin = await run({
        language: 'cpp',
        source: CPP_SUM,
        stdin: 'x'.repeat(JUDGE_STDIN_MAX_BYTES + 1),
      });
      expect(bigStdin.statusCode).toBe(422);
      expect(bigStdin.json().error.fields).toEqual({ stdin: 'The input is larger than 1 MB.' });

      const badLimit = await run({ language: 'cpp', source: CPP_SUM, memory_limit_mb: 4096 });
      expect(badLimit.json().error.fields).toEqual({ memory_limit_mb: 'At most 1024 MB.' });
    });
  });

  describe('GET /api/health', () => {
    it('reports the in-process queue and the sandbox with its cgroup version and bubblewrap', async () => {
      const res = await t.app.inject({ url: '/api/health' });
      const health = res.json().data;
      expect(health.queue).toMatchObject({ ok: true, engine: 'in-process', capacity: 2 });
      expect(health.sandbox).toMatchObject({ ok: true, judges_here: true });
      expect(['v1', 'v2']).toContain(health.sandbox.cgroup);
      expect(health.sandbox.controllers).toContain('memory');
      expect(health.sandbox.bwrap).toEqual({
        available: true,
        version: expect.stringMatching(/^bubblewrap \d/),
      });
    });
  });
});
