/**
 * Where uploaded pictures live. The embedded default keeps them on disk under DATA_DIR/pictures; another backend
 * (an S3-compatible bucket) implements the same three calls. Keys are content hashes plus the size, so a stored
 * file never changes and may be cached for a year.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { PicturesS3Config } from '../plugins/app/config.ts';

export interface PictureStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** Stored file names: letters, digits, '-', '_' and one extension; nothing that could leave the folder. */
export const PICTURE_FILE_RE = /^[a-z0-9_-]{8,80}\.(webp|jpg)$/;

export function createDiskPictureStorage(dir: string): PictureStorage {
  const pathOf = (key: string) => {
    if (!PICTURE_FILE_RE.test(key)) throw new Error(`bad picture key: ${key}`);
    return join(dir, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dir, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, path);
    },
    async get(key) {
      if (!PICTURE_FILE_RE.test(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Pictures in an S3-compatible bucket, under `pictures/` (path-style when an endpoint is given, as MinIO wants). */
export function createS3PictureStorage(config: PicturesS3Config): PictureStorage {
  const client = new S3Client({
    region: config.region,
    // Plain signed requests: S3-compatible services differ in their support of the newer checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const keyOf = (key: string) => {
    if (!PICTURE_FILE_RE.test(key)) throw new Error(`bad picture key: ${key}`);
    return `pictures/${key}`;
  };
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: keyOf(key),
          Body: bytes,
          ContentType: 'image/webp',
        }),
      );
    },
    async get(key) {
      if (!PICTURE_FILE_RE.test(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (
          err instanceof NoSuchKey ||
          (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(key) }));
    },
  };
}
