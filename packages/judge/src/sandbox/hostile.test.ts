/**
 * One hostile program per threat. Each must be contained with the right outcome, and the host must be unaffected:
 * no process left behind, no file created, no connection made, no secret read, the judge and its parent alive.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, disposeArtifact, type CompiledArtifact } from '../compile-run/compile.ts';
import { runCompiled } from '../compile-run/run-compiled.ts';
import { removeBox } from '../compile-run/workspace.ts';
import { createSandbox } from './bwrap-sandbox.ts';
import { hostPidsWithMarker, newBox, requireSandbox, skipSandboxTests, testLimits } from './test-support.ts';
import type { RunResult, SandboxLimits } from './types.ts';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-fixtures', 'hostile');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');
const sandbox = createSandbox();
const artifacts: CompiledArtifact[] = [];

async function build(name: string): Promise<CompiledArtifact> {
  const compiled = await compile('c', fixture(name));
  if (compiled.artifact) artifacts.push(compiled.artifact);
  expect(compiled.message).toBe('');
  return compiled.artifact!;
}

/** Runs a compiled fixture with a unique marker argument, then checks no process carrying it survived. */
async function runHostile(
  name: string,
  limits: Partial<SandboxLimits> = {},
  args: string[] = [],
): Promise<RunResult> {
  const artifact = await build(name);
  const marker = `hostile-${randomUUID()}`;
  const result = await runCompiled(artifact, { data: '' }, testLimits(limits), { args: [...args, marker] });
  expect(hostPidsWithMarker(marker)).toEqual([]);
  return result;
}

async function runScript(name: string, args: string[] = []): Promise<RunResult> {
  const box = await newBox();
  try {
    return await sandbox.run({
      argv: ['/bin/sh', '-c', fixture(name), 'hostile', ...args],
      boxDir: box,
      limits: testLimits(),
    });
  } finally {
    await removeBox(box);
  }
}

beforeAll(requireSandbox);
afterAll(async () => {
  await Promise.all(artifacts.map(disposeArtifact));
});

describe.skipIf(skipSandboxTests)('hostile programs', () => {
  it('contains a fork bomb with the process limit and stops it as a time-limit case', async () => {
    const result = await runHostile('fork-bomb.c', { maxProcesses: 16, cpuTimeMs: 500 });
    expect(result.outcome).toBe('TIME_LIMIT');
  });

  it('contains a thread bomb the same way', async () => {
    const result = await runHostile('thread-bomb.c', { maxProcesses: 16, cpuTimeMs: 500 });
    expect(result.outcome).toBe('TIME_LIMIT');
  });

  it('reports a memory bomb as MEMORY_LIMIT with the peak at the limit', async () => {
    const result = await runHostile('memory-bomb.c', { memoryMb: 48 });
    expect(result.outcome).toBe('MEMORY_LIMIT');
    expect(result.signal).toBe('SIGKILL');
    expect(result.peakMemoryKb).toBeGreaterThanOrEqual(40 * 1024);
    expect(result.peakMemoryKb).toBeLessThanOrEqual(48 * 1024);
  });

  it('stops an infinite loop at the CPU limit', async () => {
    const result = await runHostile('infinite-loop.c', { cpuTimeMs: 400, wallTimeMs: 5000 });
    expect(result.outcome).toBe('TIME_LIMIT');
    expect(result.cpuTimeMs).toBeGreaterThanOrEqual(400);
  });

  it('stops a program that sleeps forever at the wall-clock limit', async () => {
    const result = await runHostile('sleep-forever.c', { wallTimeMs: 700 });
    expect(result.outcome).toBe('TIME_LIMIT');
    expect(result.wallTimeMs).toBeGreaterThanOrEqual(700);
    expect(result.cpuTimeMs).toBeLessThan(400);
  });

  it('cuts an output flood at the output cap', async () => {
    const result = await runHostile('output-flood.c', { maxOutputBytes: 32 * 1024 });
    expect(result.outcome).toBe('OUTPUT_LIMIT');
    expect(result.truncated).toBe(true);
    expect(result.stdout.length).toBe(32 * 1024);
  });

  it('stops a file flood at the file-size limit', async () => {
    const result = await runHostile('file-flood.c', { maxFileBytes: 256 * 1024 });
    expect(result.outcome).toBe('OUTPUT_LIMIT');
    expect(result.signal).toBe('SIGXFSZ');
  });

  it('gives no network: connecting to a listener on the host or to the internet fails', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const result = await runHostile('network-connect.c', {}, ['127.0.0.1', String(port)]);
      expect(result.outcome).toBe('OK');
      expect(result.stdout).toContain('host socket EACCES');
      expect(result.stdout).toContain('internet socket EACCES');
      expect(result.stdout).toContain('udp6 EACCES');
      expect(result.stdout).not.toMatch(/ ok$/m);
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('cannot read the server files or environment', async () => {
    process.env.KATANA_TEST_SECRET = 'hunter2-secret-value';
    try {
      const result = await runScript('read-secrets.sh');
      expect(result.outcome).toBe('OK');
      expect(result.stdout).not.toContain('hunter2-secret-value');
      expect(result.stdout).not.toMatch(
        /\/work\/main|\/etc\/shadow|\/etc\/passwd|\/root|docker\.sock|memory\.limit/,
      );
      expect(result.stdout).not.toContain('listing ok');
      // Only the sandbox's own, cleared environment is visible.
      expect(result.stdout).toContain('/proc/self/environ readable');
      expect(result.stdout).toContain('PATH=/usr/local/bin:/usr/bin:/bin');
    } finally {
      delete process.env.KATANA_TEST_SECRET;
    }
  });

  it('cannot write outside its box', async () => {
    const outside = await newBox();
    try {
      const result = await runScript('write-outside.sh', [outside]);
      expect(result.stdout).toBe('tmp ok\n');
      for (const path of [
        join(outside, 'escaped'),
        '/work/main/escaped',
        '/usr/escaped',
        '/etc/escaped',
        '/escaped',
        '/tmp/escaped',
      ]) {
        expect(existsSync(path), path).toBe(false);
      }
    } finally {
      await removeBox(outside);
    }
  });

  it('cannot ptrace anything', async () => {
    const result = await runHostile('ptrace.c');
    expect(result.outcome).toBe('OK');
    expect(result.stdout).toBe('traceme EPERM\nattach-parent EPERM\nattach-1 EPERM\n');
  });

  it('cannot dodge the seccomp filter through the x32 or 32-bit syscall ABIs', async () => {
    const result = await runHostile('syscall-abi-bypass.c');
    expect(result.stdout).toBe('x32 socket EACCES\n');
    expect(result.outcome).toBe('SIGNALLED');
    expect(result.signal).toBe('SIGSYS');
  });

  it('cannot kill its parent, the sandbox init or a host process', async () => {
    const host = spawn('/bin/sleep', ['30'], { stdio: 'ignore' });
    try {
      const result = await runHostile('kill-parent.c', {}, [String(host.pid)]);
      // The namespace's init ignores SIGKILL from inside, the host pid does not exist in the sandbox's pid namespace,
      // and kill(-1) finds nobody else: the program runs to its end and the run completes normally.
      expect(result.outcome).toBe('OK');
      expect(result.stdout).toContain('host ESRCH\n');
      expect(result.stdout).toContain('survived\n');
      expect(host.exitCode).toBeNull();
      expect(host.signalCode).toBeNull();
      process.kill(host.pid!, 0); // still alive on the host
    } finally {
      host.kill('SIGKILL');
    }
  });

  it('caps a huge compile output and reports it as a compilation error', async () => {
    const source = `int main() {\n${'  undefined_name_xyz += ;\n'.repeat(50_000)}}\n`;
    const result = await compile('cpp', source);
    expect(result.ok).toBe(false);
    expect(result.artifact).toBeNull();
    expect(result.message).toContain('error');
    expect(result.message).toContain('truncated');
    expect(result.message.length).toBeLessThan(20 * 1024);
  });
});
