import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_LINKS, DEVICES, devDirProblem } from './dev-dir.ts';
import { newHostDir, requireSandbox, skipSandboxTests } from './test-support.ts';

const made: string[] = [];
const NO_NODEV = '22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw\n';

/** A prepared /dev exactly as build-native.sh makes it (mknod needs root, like the sandbox itself). */
async function preparedDir(): Promise<string> {
  const parent = await newHostDir('katana-devdir-');
  made.push(parent);
  chmodSync(parent, 0o755);
  const dir = join(parent, 'dev');
  mkdirSync(dir, { mode: 0o755 });
  for (const [name, [major, minor]] of Object.entries(DEVICES)) {
    execFileSync('mknod', ['-m', '0666', join(dir, name), 'c', String(major), String(minor)]);
  }
  for (const [name, target] of Object.entries(DEV_LINKS)) symlinkSync(target, join(dir, name));
  return dir;
}

beforeAll(requireSandbox);
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(skipSandboxTests)('prepared /dev directory', () => {
  it('accepts exactly the devices and links the sandbox needs', async () => {
    expect(devDirProblem(await preparedDir(), NO_NODEV)).toBeUndefined();
  });

  it('refuses a directory on a nodev mount, where the devices would not open', async () => {
    const dir = await preparedDir();
    const nodev = `${NO_NODEV}40 22 0:30 / /tmp rw,nosuid,nodev shared:2 - tmpfs tmpfs rw\n`;
    expect(devDirProblem(dir, nodev)).toMatch(/nodev mount/);
  });

  it('refuses extra entries, wrong devices, loose modes and wrong links', async () => {
    const extra = await preparedDir();
    writeFileSync(join(extra, 'shared.txt'), '');
    expect(devDirProblem(extra, NO_NODEV)).toMatch(/holds .*shared\.txt/);

    const wrongDevice = await preparedDir();
    rmSync(join(wrongDevice, 'null'));
    execFileSync('mknod', ['-m', '0666', join(wrongDevice, 'null'), 'c', '1', '1']); // /dev/mem
    expect(devDirProblem(wrongDevice, NO_NODEV)).toMatch(/null is not the 1:3 character device/);

    const loose = await preparedDir();
    chmodSync(join(loose, 'zero'), 0o4666);
    expect(devDirProblem(loose, NO_NODEV)).toMatch(/zero is not/);

    const link = await preparedDir();
    rmSync(join(link, 'stdout'));
    symlinkSync('/etc/passwd', join(link, 'stdout'));
    expect(devDirProblem(link, NO_NODEV)).toMatch(/stdout is not a link to \/proc\/self\/fd\/1/);
  });

  it('refuses a directory another user could change or replace, or the sandbox uid cannot reach', async () => {
    const writable = await preparedDir();
    chmodSync(writable, 0o777);
    expect(devDirProblem(writable, NO_NODEV)).toMatch(/writable by others/);

    const foreign = await preparedDir();
    chownSync(join(foreign, '..'), 1000, 1000);
    expect(devDirProblem(foreign, NO_NODEV)).toMatch(/not owned by root/);

    const hidden = await preparedDir();
    chmodSync(join(hidden, '..'), 0o700);
    expect(devDirProblem(hidden, NO_NODEV)).toMatch(/not searchable/);

    expect(devDirProblem('/nonexistent/dev', NO_NODEV)).toMatch(/does not exist/);
  });
});
