/**
 * Packages may come as a `.zip` / `.kpp` archive of the package directory. We extract into a fresh temporary directory
 * with yauzl, refusing entries that would land outside it (absolute paths, `..`), symlinks, and archives that expand
 * beyond a size cap, since problem packages may come from people we do not fully trust.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { PackageError } from './package-error.ts';

export const MAX_EXTRACTED_BYTES = 1024 * 1024 * 1024;

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, strictFileNames: false, validateEntrySizes: true },
      (error, zip) => {
        if (error || !zip)
          reject(
            new PackageError(
              path.basename(file),
              `not a readable zip archive: ${error?.message ?? 'unknown error'}`,
            ),
          );
        else resolve(zip);
      },
    );
  });
}

function isSymlink(entry: yauzl.Entry): boolean {
  // Unix mode sits in the high 16 bits of the external attributes when the archive was made on Unix.
  const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
  return mode === 0o120000;
}

/** Keeps the executable bit (validators' build/run scripts need it) and nothing else of the archived mode. */
function fileMode(entry: yauzl.Entry): number {
  return (entry.externalFileAttributes >>> 16) & 0o111 ? 0o755 : 0o644;
}

/** Extracts the archive and returns the directory that holds problem.yaml (the archive root or its single folder). */
export async function extractZip(
  file: string,
  maxBytes = MAX_EXTRACTED_BYTES,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const target = await mkdtemp(path.join(os.tmpdir(), 'katana-pkg-'));
  const cleanup = () => rm(target, { recursive: true, force: true });
  try {
    const zip = await openZip(file);
    let total = 0;
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        zip.close();
        // yauzl's own checks (unsafe names, bad sizes) surface as plain errors: still the archive's fault.
        reject(
          error instanceof PackageError
            ? error
            : new PackageError(path.basename(file), `unsafe or corrupt archive: ${(error as Error).message}`),
        );
      };
      zip.on('error', fail);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        const dest = path.resolve(target, name);
        if (
          path.isAbsolute(name) ||
          name.split(/[\\/]/).includes('..') ||
          !dest.startsWith(target + path.sep)
        ) {
          fail(new PackageError(name, 'zip entry points outside the package'));
          return;
        }
        if (isSymlink(entry)) {
          fail(new PackageError(name, 'zip entry is a symbolic link, which archives may not carry'));
          return;
        }
        total += entry.uncompressedSize;
        if (total > maxBytes) {
          fail(new PackageError(path.basename(file), `archive expands beyond ${maxBytes} bytes`));
          return;
        }
        if (name.endsWith('/')) {
          mkdir(dest, { recursive: true }).then(() => zip.readEntry(), fail);
          return;
        }
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return fail(error);
          mkdir(path.dirname(dest), { recursive: true })
            .then(() => pipeline(stream, createWriteStream(dest, { mode: fileMode(entry) })))
            .then(() => zip.readEntry(), fail);
        });
      });
      zip.readEntry();
    });
    return { dir: await packageRootIn(target), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function packageRootIn(dir: string): Promise<string> {
  const entries = await readdir(dir);
  if (entries.includes('problem.yaml')) return dir;
  if (entries.length === 1 && (await stat(path.join(dir, entries[0]!))).isDirectory())
    return path.join(dir, entries[0]!);
  return dir;
}
