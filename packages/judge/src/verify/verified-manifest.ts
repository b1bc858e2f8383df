/**
 * The manifest of verified packages (content/verified.json): package name -> SHA-256 of the package's files as they
 * were when `katana problem verify` last passed them. `--changed` verifies only packages whose hash differs (or that
 * are not listed), so CI's cost follows what a change touched instead of the size of the catalogue;
 * `--update-manifest` records the hashes after a green run. The hash covers every file, so any edit of a package
 * (one byte, a rename, an executable bit, an added or removed file) makes it "changed". It does not cover the judge:
 * a change of the judge or of the language toolchains needs the full run (content/README.md "CI").
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Bumped when the hash is computed differently, so every entry of an older manifest reads as changed. */
const HASH_FORMAT = 'katana-verified-1';

export type VerifiedManifest = Record<string, string>;

/** The manifest's key of a package: its folder's name, or a zip's name without `.zip`. */
export function manifestKey(source: string): string {
  return path.basename(path.resolve(source)).replace(/\.zip$/i, '');
}

async function folderFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), name);
      else files.push(name);
    }
  }
  await walk(root, '');
  // Byte order of the names, independent of the locale and of the order readdir happens to return.
  return files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * SHA-256 over the package's files sorted by path: each file's path, executable bit, length and bytes (length
 * prefixed, so no two different packages serialise alike). A zip is hashed as its bytes.
 */
export async function packageContentHash(source: string): Promise<string> {
  const hash = createHash('sha256').update(`${HASH_FORMAT}\0`);
  const info = await stat(source);
  if (!info.isDirectory()) return hash.update(await readFile(source)).digest('hex');
  for (const name of await folderFiles(source)) {
    const full = path.join(source, name);
    const [data, fileInfo] = await Promise.all([readFile(full), stat(full)]);
    hash.update(`${name}\0${(fileInfo.mode & 0o111) !== 0 ? 'x' : '-'}\0${data.length}\0`);
    hash.update(data);
  }
  return hash.digest('hex');
}

/** The manifest in `file`; a missing file is an empty manifest (everything is changed). */
export async function readManifest(file: string): Promise<VerifiedManifest> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const doc: unknown = JSON.parse(text);
  const hex = /^[0-9a-f]{64}$/;
  if (
    typeof doc !== 'object' ||
    doc === null ||
    Array.isArray(doc) ||
    !Object.values(doc).every((v) => typeof v === 'string' && hex.test(v))
  ) {
    throw new Error(`${file}: expected a JSON object of package name -> SHA-256 hex`);
  }
  return doc as VerifiedManifest;
}

/** Writes the manifest with sorted keys and a final newline, so a re-run without changes rewrites the same bytes. */
export async function writeManifest(file: string, manifest: VerifiedManifest): Promise<void> {
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  await writeFile(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The sources whose hash differs from the manifest (or that it does not list), with every source's hash. */
export async function changedPackages(
  sources: readonly string[],
  manifest: VerifiedManifest,
): Promise<{ changed: string[]; hashes: Map<string, string> }> {
  const hashes = new Map<string, string>();
  const changed: string[] = [];
  for (const source of sources) {
    const hash = await packageContentHash(source);
    hashes.set(source, hash);
    if (manifest[manifestKey(source)] !== hash) changed.push(source);
  }
  return { changed, hashes };
}
