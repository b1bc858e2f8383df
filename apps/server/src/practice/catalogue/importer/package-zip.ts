/**
 * A deterministic zip of a package folder (deflate, fixed timestamps, sorted names), so the same files always give
 * the same archive and the same SHA-256: `problem_packages` is keyed by it and workers fetch packages by it. The
 * executable bit is kept (validator build/run scripts need it); @katana/judge's zip reader extracts it.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import type { FolderFile } from './package-files.ts';

/** 1980-01-01 00:00, the zip epoch: the archive must not depend on when or where it was built. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

const deflate = promisify(deflateRaw);

/** Compression runs on libuv's thread pool, so several packages zip at once on several cores. */
export async function zipFolderFiles(files: readonly FolderFile[]): Promise<Buffer> {
  const compressed = await Promise.all(files.map((file) => deflate(file.data, { level: 6 })));
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [index, file] of files.entries()) {
    const name = Buffer.from(file.name, 'utf8');
    const deflated = compressed[index]!;
    // Tiny or incompressible files are stored: deflate would only make them bigger.
    const stored = deflated.length >= file.data.length;
    const body = stored ? file.data : deflated;
    const crc = crc32(file.data);
    const method = stored ? 0 : 8;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    parts.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode in the external attributes counts
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    const mode = file.executable ? 0o100755 : 0o100644;
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  if (files.length > 0xffff || offset > 0xffffffff) throw new Error('package too large for a zip32 archive');
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...centrals, end]);
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
