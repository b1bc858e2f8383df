/**
 * An uploaded picture, checked by its content (sharp reads the bytes; the file name and the declared type do not
 * count), cropped to a square, resized to PICTURE_SIZES and re-encoded as WebP. Re-encoding drops every metadata
 * block (EXIF with GPS, XMP, comments): sharp keeps none unless asked to.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { PICTURE_MAX_BYTES, PICTURE_SIZES, PictureMessage } from '@katana/shared/api/profile';
import { ApiError } from '../plugins/app/api-error.ts';

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MIN_SIDE = 32;

export interface ProcessedPicture {
  /** The base of the stored names: `${base}-${size}.webp`. */
  base: string;
  files: { key: string; size: number; bytes: Buffer }[];
}

function refuse(status: number, message: string): never {
  throw new ApiError(status, status, message, { picture: message });
}

export function pictureKey(base: string, size: number): string {
  return `${base}-${size}.webp`;
}

export async function processPicture(bytes: Buffer, userUuid: string): Promise<ProcessedPicture> {
  if (bytes.length === 0) refuse(422, PictureMessage.EMPTY);
  if (bytes.length > PICTURE_MAX_BYTES) refuse(413, PictureMessage.TOO_LARGE);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    refuse(422, PictureMessage.NOT_AN_IMAGE);
  }
  if (!meta.format || !READABLE_FORMATS.has(meta.format)) refuse(422, PictureMessage.NOT_AN_IMAGE);
  if ((meta.width ?? 0) < MIN_SIDE || (meta.height ?? 0) < MIN_SIDE) refuse(422, PictureMessage.TOO_SMALL);

  const hash = createHash('sha256').update(userUuid).update(bytes).digest('hex').slice(0, 24);
  const base = `u${hash}`;
  try {
    const files = await Promise.all(
      PICTURE_SIZES.map(async (size) => ({
        key: pictureKey(base, size),
        size,
        // rotate() applies the EXIF orientation before the metadata is dropped; animated GIFs keep their first frame.
        bytes: await sharp(bytes, { limitInputPixels: 40_000_000 })
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'attention' })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
    return { base, files };
  } catch {
    refuse(422, PictureMessage.NOT_AN_IMAGE);
  }
}
