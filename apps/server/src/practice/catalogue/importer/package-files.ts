/**
 * The files of a package or item folder, read once: the importer hashes them to decide whether anything changed
 * (an unchanged hash means no parsing, no zipping and no write) and zips the same bytes for the workers.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface FolderFile {
  /** Path relative to the folder, with forward slashes. */
  name: string;
  data: Buffer;
  executable: boolean;
}

/**
 * Bumped whenever the importer maps content to rows differently, so every problem is re-imported once with the new
 * mapping even though its files did not change.
 */
export const IMPORT_FORMAT_VERSION = 'katana-import-1';

/** Every regular file under `root`, sorted by name; symlinks and sockets are skipped (archives refuse them too). */
export async function readFolderFiles(root: string): Promise<FolderFile[]> {
  const files: FolderFile[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(full, name);
      else if (entry.isFile()) {
        const [data, info] = await Promise.all([readFile(full), stat(full)]);
        files.push({ name, data, executable: (info.mode & 0o111) !== 0 });
      }
    }
  }
  await walk(path.resolve(root), '');
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** SHA-256 over the import format, the names, the executable bits and the bytes (length-prefixed, unambiguous). */
export function hashFolderFiles(files: readonly FolderFile[], extra = ''): string {
  const hash = createHash('sha256');
  hash.update(`${IMPORT_FORMAT_VERSION}\0${extra}\0`);
  for (const file of files) {
    hash.update(`${file.name}\0${file.executable ? 'x' : '-'}\0${file.data.length}\0`);
    hash.update(file.data);
  }
  return hash.digest('hex');
}
