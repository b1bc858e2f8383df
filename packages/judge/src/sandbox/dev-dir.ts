/**
 * The sandbox's /dev as ONE bind mount of a prepared host directory (made by scripts/build-native.sh when it runs as
 * root: the five character devices a program needs and the fd/stdin/stdout/stderr links) instead of five device
 * binds and four symlinks per run. Each bwrap mount step re-reads the mount table, so this saves ~0.4 ms of CPU per
 * run. The directory is used only when it is exactly that and safe to hand to every run; otherwise the sandbox falls
 * back to binding the host's devices one by one (see bwrap-args.ts).
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** name -> [major, minor] of the host's character devices (Documentation/admin-guide/devices.txt). */
export const DEVICES: Record<string, [number, number]> = {
  null: [1, 3],
  zero: [1, 5],
  full: [1, 7],
  random: [1, 8],
  urandom: [1, 9],
};
export const DEV_LINKS: Record<string, string> = {
  fd: '/proc/self/fd',
  stdin: '/proc/self/fd/0',
  stdout: '/proc/self/fd/1',
  stderr: '/proc/self/fd/2',
};

/** Linux's st_rdev encoding (glibc makedev) for the small numbers used here. */
const rdevOf = ([major, minor]: [number, number]) =>
  ((major & 0xfff) << 8) | (minor & 0xff) | ((minor & ~0xff) << 12);

/** Mount options (per-mount and superblock) of the mount holding `path`, from /proc/self/mountinfo. */
function mountOptions(path: string, mountinfo: string): string[] {
  let best: { point: string; options: string[] } | undefined;
  for (const line of mountinfo.split('\n')) {
    const [left, right = ''] = line.split(' - ');
    const fields = left?.split(' ') ?? [];
    if (fields.length < 6) continue;
    // Mount points escape spaces and the like as octal (\040).
    const point = fields[4]!.replace(/\\([0-7]{3})/g, (_, octal: string) =>
      String.fromCharCode(parseInt(octal, 8)),
    );
    const inside = point === '/' || path === point || path.startsWith(`${point}/`);
    // Later lines win on equal points: they are mounted on top.
    if (inside && (!best || point.length >= best.point.length)) {
      best = { point, options: [...fields[5]!.split(','), ...(right.split(' ')[2] ?? '').split(',')] };
    }
  }
  return best?.options ?? [];
}

/**
 * Why `dir` cannot serve as the sandbox's /dev, or undefined when it can: root-owned and writable by nobody else
 * (nor any directory above it, so no other user can swap it), reachable by the sandbox uid, on a mount that allows
 * device files, and holding exactly the expected devices and links.
 */
export function devDirProblem(
  dir: string,
  mountinfo = readFileSync('/proc/self/mountinfo', 'utf8'),
): string | undefined {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return `${dir} does not exist`;
  }
  for (let d = real; ; d = dirname(d)) {
    const st = lstatSync(d);
    const othersWrite = (st.mode & 0o022) !== 0 && !(st.mode & 0o1000); // a sticky /tmp-like parent is fine
    if (st.uid !== 0 || othersWrite) return `${d} is not owned by root or is writable by others`;
    if (!(st.mode & 0o001)) return `${d} is not searchable by the sandbox uid`;
    if (d === '/') break;
  }
  if (mountOptions(real, mountinfo).includes('nodev')) return `${real} is on a nodev mount`;
  const expected = [...Object.keys(DEVICES), ...Object.keys(DEV_LINKS)].sort();
  const names = readdirSync(real).sort();
  if (names.join() !== expected.join())
    return `${real} holds ${names.join(', ') || 'nothing'}, not ${expected.join(', ')}`;
  for (const [name, numbers] of Object.entries(DEVICES)) {
    const st = lstatSync(join(real, name));
    if (
      !st.isCharacterDevice() ||
      st.rdev !== rdevOf(numbers) ||
      st.uid !== 0 ||
      (st.mode & 0o7777) !== 0o666
    )
      return `${real}/${name} is not the ${numbers.join(':')} character device, root-owned, mode 0666`;
  }
  for (const [name, target] of Object.entries(DEV_LINKS)) {
    const path = join(real, name);
    if (!lstatSync(path).isSymbolicLink() || readlinkSync(path) !== target)
      return `${path} is not a link to ${target}`;
  }
  return undefined;
}

const checked = new Map<string, string | undefined>();

/** `dir` (resolved) when it is a usable prepared /dev, else undefined. Checked once per directory and process. */
export function usableDevDir(dir: string): string | undefined {
  if (!checked.has(dir)) {
    let problem: string | undefined;
    try {
      problem = devDirProblem(dir);
    } catch (error) {
      problem = (error as Error).message;
    }
    checked.set(dir, problem === undefined ? realpathSync(dir) : undefined);
  }
  return checked.get(dir);
}
